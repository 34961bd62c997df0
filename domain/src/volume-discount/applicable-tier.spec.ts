import { describe, expect, it } from '@jest/globals';
import { money } from '../money/money.js';
import { applicableVolumeTier, DEFAULT_VOLUME_TIERS, unitPriceAfterVolumeTier, type VolumeTier } from './index.js';

describe('applicable tier: the best one whose volume the quantity reaches (spec 2 §9)', () => {
  it.each([
    [1, undefined],
    [2, undefined],
    [3, 5],
    [4, 5],
    [5, 10],
    [9, 10],
    [10, 15],
    [1000, 15],
  ])('quantity %i → %p %%', (quantity, percentage) => {
    expect(applicableVolumeTier(DEFAULT_VOLUME_TIERS, quantity)?.discountPercentage).toBe(percentage);
  });

  it('does not depend on the order of the tiers', () => {
    expect(applicableVolumeTier([...DEFAULT_VOLUME_TIERS].reverse(), 9)?.volume).toBe(5);
  });

  it('prefers the larger discount, then the larger volume (reading chosen for "best")', () => {
    const odd: VolumeTier[] = [
      { volume: 3, permyriad: 1000, discountPercentage: 10, key: 'early-big' },
      { volume: 6, permyriad: 500, discountPercentage: 5, key: 'late-small' },
      { volume: 8, permyriad: 1000, discountPercentage: 10, key: 'late-big' },
    ];
    expect(applicableVolumeTier(odd, 7)?.key).toBe('early-big');
    expect(applicableVolumeTier(odd, 8)?.key).toBe('late-big');
    expect(applicableVolumeTier([], 8)).toBeUndefined();
  });
});

describe('unit price after the tier, to the cent, discount rounded half-to-even', () => {
  it.each([
    // unit cents, currency, quantity, expected unit cents
    [10000, 'EUR', 2, 10000], // no tier
    [10000, 'EUR', 3, 9500],
    [10000, 'EUR', 5, 9000],
    [10000, 'EUR', 10, 8500],
    [12345, 'EUR', 3, 11728], // discount 617.25 → 617
    [12345, 'EUR', 5, 11111], // discount 1234.5 → 1234 (half to even)
    [12355, 'EUR', 5, 11119], // discount 1235.5 → 1236 (half to even)
    [12345, 'EUR', 10, 10493], // discount 1851.75 → 1852
    [2209900, 'HUF', 10, 1878415], // 22099 HUF − 15 % = 18784.15 HUF
    [139900, 'CZK', 3, 132905], // 1399 CZK − 5 % = 1329.05 CZK
  ] as const)('%i %s at quantity %i → %i', (cents, currency, quantity, expected) => {
    const unit = money(cents, currency);
    expect(unitPriceAfterVolumeTier(unit, applicableVolumeTier(DEFAULT_VOLUME_TIERS, quantity)))
      .toEqual(money(expected, currency));
  });
});
