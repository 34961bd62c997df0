import { describe, expect, it } from '@jest/globals';
import { discountUnit, distributeProportionally } from './line-totals.js';
import { distributeEvenly, groupUnits, unitsOf, unitsTotal } from './unit-by-unit.fixture.js';

const EUR = { currencyCode: 'EUR', fractionDigits: 2 };

describe('whole-cent distribution', () => {
  it.each([
    // 5000 over 47900 : 2580 → 4744.45 / 255.55 → the spare cent to the larger remainder
    [5000, [47900, 2580], [4744, 256]],
    // equal remainders: the earlier item first
    [10, [1, 1, 1], [4, 3, 3]],
    [4744, Array(10).fill(4790) as number[], [475, 475, 475, 475, 474, 474, 474, 474, 474, 474]],
    [0, [5, 5], [0, 0]],
    [7, [0, 0], [0, 0]],
  ])('proportionally: %i over %j → %j', (amount, weights, shares) => {
    const result = distributeProportionally(amount, weights);
    expect(result).toEqual(shares);
    expect(result.reduce((sum, share) => sum + share, 0)).toBe(weights.some((weight) => weight > 0) ? amount : 0);
  });

  it('evenly, the first shares taking the cents left over', () => {
    expect(distributeEvenly(1000, 3)).toEqual([334, 333, 333]);
    expect(distributeEvenly(9, 3)).toEqual([3, 3, 3]);
    expect(distributeEvenly(5, 0)).toEqual([]);
  });
});

describe('units and discountedPricePerQuantity', () => {
  it('never takes a unit below zero and records only what was taken', () => {
    const [unit] = unitsOf(500, 1);
    expect(discountUnit(unit!, 'a', 800)).toBe(500);
    expect(discountUnit(unit!, 'b', 100)).toBe(0);
    expect(discountUnit(unit!, 'c', -5)).toBe(0);
    expect(unit).toEqual({ price: 0, portions: [{ discountId: 'a', amount: 500 }] });
  });

  it('groups equal units in the order of their first unit; empty when nothing was discounted', () => {
    const units = unitsOf(1000, 3);
    expect(groupUnits(units, EUR)).toEqual([]);
    discountUnit(units[0]!, 'd', 101);
    discountUnit(units[1]!, 'd', 100);
    discountUnit(units[2]!, 'd', 100);
    expect(unitsTotal(units)).toBe(2699);
    expect(groupUnits(units, EUR).map((entry) => [entry.quantity, entry.discountedPrice.value.centAmount])).toEqual([[1, 899], [2, 900]]);
  });
});
