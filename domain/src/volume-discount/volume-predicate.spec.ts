import { describe, expect, it } from '@jest/globals';
import { parseVolumePredicate } from './volume-predicate.js';

describe("target predicate 'quantity >= N' → volume N (spec 2 §3, §9)", () => {
  it.each([
    ['quantity >= 3', 3],
    ['quantity >= 10', 10],
    ['quantity>=5', 5],
    ['  quantity   >=  25  ', 25],
    ['quantity >= 05', 5],
    // Tiers narrowed so they do not stack on commercetools (the seed's form).
    ['quantity >= 3 and quantity < 5 and attributes.volumeDiscountGroup = "consumables"', 3],
    ['quantity >= 10 AND attributes.volumeDiscountGroup = "volume_discount_default"', 10],
    ['quantity >= 3 and sku = "EX1"', 3],
  ])('%j → %i', (predicate, volume) => {
    expect(parseVolumePredicate(predicate)).toBe(volume);
  });

  it.each([
    'quantity > 3', 'quantity >= 0', 'quantity >= -3', 'quantity >= 2.5', 'quantity >= N', 'sku = "EX10000001"',
    'Quantity >= 3', '', 'quantity >= 99999999999999999999',
    'quantity >= 3 or quantity >= 5', 'quantity >= 3 and quantity >= 5', 'quantity < 5 and sku = "EX1"',
  ])('%j is not a volume discount', (predicate) => {
    expect(parseVolumePredicate(predicate)).toBeUndefined();
  });
});
