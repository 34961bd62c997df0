import { describe, expect, it } from '@jest/globals';
import { isSupportReference } from './support-limits.js';

describe('isSupportReference', () => {
  it('takes SR- and ten unambiguous letters or digits, nothing else', () => {
    expect(isSupportReference('SR-ABCDEFGHJK')).toBe(true);
    expect(isSupportReference('SR-23456789XY')).toBe(true);
    for (const other of ['SR-ABCDEFGHI2', 'SR-ABCDEFGH0K', 'SR-ABCDEFGHJ', 'SR-ABCDEFGHJKM', 'sr-ABCDEFGHJK', 'SR-abcdefghjk', ' SR-ABCDEFGHJK', null, undefined, '']) {
      expect([other, isSupportReference(other)]).toEqual([other, false]);
    }
  });
});
