import { describe, expect, it } from '@jest/globals';
import { classifySku, type SkuClass } from './classify-sku.js';
import { EX_SKU_LENGTH, EX_SKU_PREFIX, isValidExSku } from './ex-sku.js';
import {
  DEFAULT_VIRTUAL_SKU, isListedVirtualSku, isVirtualSku, VIRTUAL_SKU_MAX, VIRTUAL_SKU_MIN, VIRTUAL_SKU_PREFIX,
} from './virtual-sku.js';

describe('EX SKUs: prefix EX, length 10 (spec 1 §3, spec 2 §3)', () => {
  it('pins the constants', () => {
    expect([EX_SKU_PREFIX, EX_SKU_LENGTH]).toEqual(['EX', 10]);
  });

  it.each([
    ['EX10123456', true], ['EX20000001', true], ['EX99999999', true],
    ['EX1012345', false], ['EX101234567', false], ['ex10123456', false], ['EX1012345A', false],
    [' EX10123456', false], ['EX10123456 ', false], ['XE10123456', false], ['', false],
  ] as const)('isValidExSku(%j) is %s', (sku, valid) => {
    expect(isValidExSku(sku)).toBe(valid);
  });
});

describe('virtual items: 4100010 to 4100040, prefix 41000, default 4100010 (spec 2 §3, §4, §9)', () => {
  it('pins the constants', () => {
    expect([VIRTUAL_SKU_PREFIX, VIRTUAL_SKU_MIN, VIRTUAL_SKU_MAX, DEFAULT_VIRTUAL_SKU])
      .toEqual(['41000', '4100010', '4100040', '4100010']);
  });

  // Reading chosen: the 41000 prefix decides, so 4100050 is virtual though not listed.
  it.each([
    ['4100010', true, true], ['4100020', true, true], ['4100040', true, true],
    ['4100009', true, false], ['4100041', true, false], ['4100050', true, false],
    ['4100110', false, false], ['41000', true, false], ['41000AB', false, false], ['EX10123456', false, false],
  ] as const)('%s: virtual %s, listed %s', (sku, virtual, listed) => {
    expect(isVirtualSku(sku)).toBe(virtual);
    expect(isListedVirtualSku(sku)).toBe(listed);
  });
});

describe('classifySku (spec 1 §3, §9: EX10 standard, EX20 B-ware, EX18 sets, EX5 test items)', () => {
  it.each<[string, SkuClass]>([
    ['EX10000000', 'standard'],
    ['EX10999999', 'standard'],
    ['EX20123456', 'bware'],
    ['EX18123456', 'set'],
    // EX5 is read as a three-character prefix: all of EX50… to EX59… are test items.
    ['EX50000000', 'test'],
    ['EX55123456', 'test'],
    ['EX59999999', 'test'],
    ['EX11123456', 'unknown'],
    ['EX19123456', 'unknown'],
    ['EX21123456', 'unknown'],
    ['EX40123456', 'unknown'],
    ['EX60123456', 'unknown'],
    // Family prefixes apply only to well-formed EX SKUs.
    ['EX1012345', 'unknown'],
    ['EX5TEST001', 'unknown'],
    ['ex10123456', 'unknown'],
    ['4100010', 'virtual'],
    ['4100040', 'virtual'],
    ['1234567', 'unknown'],
    ['', 'unknown'],
  ])('%j is %s', (sku, expected) => {
    expect(classifySku(sku)).toBe(expected);
  });
});
