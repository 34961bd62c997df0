import { describe, expect, it } from '@jest/globals';
import { demoEanForSku, ean13CheckDigit, isValidEan13 } from './ean.js';

describe('EAN-13', () => {
  it('computes the GS1 check digit', () => {
    // Published examples.
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('590123412345')).toBe(7);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
  });

  it('gives each SKU a valid demo code in the restricted-circulation range', () => {
    const ean = demoEanForSku('EX10000123');
    expect(ean).toMatch(/^200010000123\d$/);
    expect(isValidEan13(ean)).toBe(true);
    expect(demoEanForSku('EX20000123')).not.toBe(ean);
  });

  it('refuses what is not 12 digits or an EX SKU', () => {
    expect(() => ean13CheckDigit('12345')).toThrow(RangeError);
    expect(() => demoEanForSku('4100010')).toThrow(RangeError);
  });
});
