import { describe, expect, it } from '@jest/globals';
import { addressKey } from './address-key.js';

describe('address keys: postal code and save time (spec 2 §3)', () => {
  it('keeps only the letters and digits of the postal code, then the time in milliseconds', () => {
    expect(addressKey('831 01', 1732200000000, [])).toBe('83101-1732200000000');
    expect(addressKey('sw1a 1aa', 1732200000000, [])).toBe('SW1A1AA-1732200000000');
    expect(addressKey('00-950', 1732200000000, [])).toBe('00950-1732200000000');
  });

  it('is a valid commercetools key', () => {
    expect(addressKey('D02 X285 / ß', 1732200000000, [])).toMatch(/^[A-Za-z0-9_-]{2,256}$/);
  });

  it("falls back to 'address' without a postal code", () => {
    expect(addressKey(undefined, 5, [])).toBe('address-5');
    expect(addressKey(' - ', 5, [])).toBe('address-5');
  });

  it('takes the next millisecond when the key is taken', () => {
    expect(addressKey('831 01', 7, ['83101-7', '83101-8'])).toBe('83101-9');
  });
});
