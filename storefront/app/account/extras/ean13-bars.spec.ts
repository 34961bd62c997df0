import { describe, expect, it } from '@jest/globals';
import { ean13Bars, ean13Modules } from './ean13-bars';

describe('EAN-13 bars', () => {
  // 4006381333931: first digit 4 gives the left half the parities L G L L G G; the modules below
  // are read off the standard's L, G and R tables by hand.
  it('encodes a known code module by module', () => {
    expect(ean13Modules('4006381333931')).toBe(
      '101' + '0001101' + '0100111' + '0101111' + '0111101' + '0001001' + '0110011'
      + '01010' + '1000010' + '1000010' + '1000010' + '1110100' + '1000010' + '1100110' + '101',
    );
  });

  it('is 95 modules wide plus the quiet zones, starting with the guard bar after the left margin', () => {
    const { width, bars } = ean13Bars('2912345678906');
    expect(width).toBe(11 + 95 + 7);
    expect(bars[0]).toEqual([11, 1]);
  });

  it('refuses anything but 13 digits', () => {
    expect(() => ean13Modules('29123')).toThrow(RangeError);
  });
});
