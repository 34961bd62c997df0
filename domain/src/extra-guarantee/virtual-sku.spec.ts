import { describe, expect, it } from '@jest/globals';
import { isVirtualSku } from './virtual-sku.js';

describe('virtual SKUs of extra guarantees: 4100010 to 4100040, prefix 41000 (spec 2 §3, §9)', () => {
  it.each([
    ['4100010', true], // the default guarantee
    ['4100020', true],
    ['4100040', true],
    ['4100099', true], // reading chosen: the prefix decides, not the named range
    ['41000AB', false],
    ['EX10000001', false],
    ['EX20000001', false],
    ['4200010', false],
    ['1410001', false],
    ['', false],
  ])('%j → %s', (sku, virtual) => {
    expect(isVirtualSku(sku)).toBe(virtual);
  });
});
