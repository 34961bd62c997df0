import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_VOLUME_DISCOUNT_GROUP, DEFAULT_VOLUME_DISCOUNT_MIN_VOLUME, DEFAULT_VOLUME_TIERS, toVolumeTier, volumeDiscountsFor,
  type VolumeCartDiscount,
} from './index.js';

const discount = (overrides: Partial<VolumeCartDiscount> & { id: string }): VolumeCartDiscount => ({
  key: overrides.id,
  isActive: true,
  sortOrder: '0.5',
  stores: [],
  value: { type: 'relative', permyriad: 500 },
  target: { type: 'lineItems', predicate: 'quantity >= 3' },
  custom: { fields: { volumeDiscountGroup: 'grills' } },
  ...overrides,
});

const keys = (tiers: readonly { key?: string }[]) => tiers.map((tier) => tier.key);

describe('a cart discount as a volume tier (spec 2 §3: discountPercentage = permyriad / 100)', () => {
  it.each([
    [500, 'quantity >= 3', { volume: 3, permyriad: 500, discountPercentage: 5 }],
    [1000, 'quantity >= 5', { volume: 5, permyriad: 1000, discountPercentage: 10 }],
    [1500, 'quantity >= 10', { volume: 10, permyriad: 1500, discountPercentage: 15 }],
    [750, 'quantity>=4', { volume: 4, permyriad: 750, discountPercentage: 7.5 }],
  ])('%i permyriad with %j → %j', (permyriad, predicate, tier) => {
    expect(toVolumeTier(discount({
      id: 't', value: { type: 'relative', permyriad }, target: { type: 'lineItems', predicate },
    }))).toEqual({ ...tier, key: 't' });
  });

  it('leaves the key out when the discount has none', () => {
    const { key: _omitted, ...withoutKey } = discount({ id: 'k' });
    expect(toVolumeTier(withoutKey)).toEqual({ volume: 3, permyriad: 500, discountPercentage: 5 });
  });

  it.each([
    ['an absolute value', { value: { type: 'absolute' } }],
    ['a zero permyriad', { value: { type: 'relative', permyriad: 0 } }],
    ['a fractional permyriad', { value: { type: 'relative', permyriad: 12.5 } }],
    ['more than 100 %', { value: { type: 'relative', permyriad: 10_001 } }],
    ['a shipping target', { target: { type: 'shipping' } }],
    ['no target', { target: undefined }],
    ['another predicate', { target: { type: 'lineItems', predicate: 'sku = "EX10000001"' } }],
  ] as const)('is not a volume tier with %s', (_label, overrides) => {
    expect(toVolumeTier(discount({ id: 'x', ...overrides }))).toBeUndefined();
  });
});

describe('volume discounts for a product (spec 1 §5, spec 2 §5)', () => {
  const discounts: VolumeCartDiscount[] = [
    discount({ id: 'inactive', isActive: false }),
    discount({ id: 'other-store', stores: [{ key: 'ex-de' }] }),
    discount({ id: 'this-store', sortOrder: '0.9', stores: [{ key: 'ex-at' }, { key: 'ex-sk' }] }),
    discount({ id: 'all-stores', sortOrder: '0.10' }),
    discount({ id: 'no-stores-field', sortOrder: '0.2', stores: undefined }),
    discount({ id: 'other-group', custom: { fields: { volumeDiscountGroup: 'fridges' } } }),
    discount({ id: 'direct-group', sortOrder: '0.15', custom: undefined, volumeDiscountGroup: 'grills' }),
    discount({ id: 'no-group', custom: { fields: {} } }),
    discount({ id: 'not-volume', sortOrder: '0.01', target: { type: 'lineItems', predicate: 'quantity > 3' } }),
  ];

  it('keeps active ones of this store or no store and of the group, by ascending numeric sortOrder', () => {
    expect(keys(volumeDiscountsFor(discounts, { storeKey: 'ex-sk', group: 'grills' })))
      .toEqual(['all-stores', 'direct-group', 'no-stores-field', 'this-store']);
  });

  it('offers only store-less discounts when no store is known', () => {
    expect(keys(volumeDiscountsFor(discounts, { group: 'grills' }))).toEqual(['all-stores', 'direct-group', 'no-stores-field']);
  });

  it('matches the group given directly before the custom field', () => {
    const both = discount({ id: 'both', volumeDiscountGroup: 'fridges' });
    expect(keys(volumeDiscountsFor([both], { group: 'fridges' }))).toEqual(['both']);
    expect(volumeDiscountsFor([both], { group: 'grills' })).toEqual([]);
  });

  it('does not reorder the caller’s list', () => {
    const input = [discount({ id: 'b', sortOrder: '0.9' }), discount({ id: 'a', sortOrder: '0.1' })];
    volumeDiscountsFor(input, { group: 'grills' });
    expect(keys(input)).toEqual(['b', 'a']);
  });

  it('puts a product without a group in the default group (reading chosen)', () => {
    const defaults = discount({ id: 'default', custom: { fields: { volumeDiscountGroup: 'volume_discount_default' } } });
    expect(keys(volumeDiscountsFor([defaults, discounts[3]!], { storeKey: 'ex-sk' }))).toEqual(['default']);
  });
});

describe('default volume tiers (spec 2 §9)', () => {
  it('are 3 → 5 %, 5 → 10 %, 10 → 15 % under the marker volume_discount_default', () => {
    expect(DEFAULT_VOLUME_DISCOUNT_GROUP).toBe('volume_discount_default');
    expect(DEFAULT_VOLUME_TIERS.map(({ volume, discountPercentage }) => [volume, discountPercentage]))
      .toEqual([[3, 5], [5, 10], [10, 15]]);
  });

  it('associate 3 with the marker as the smallest volume that earns a discount (reading chosen)', () => {
    expect(DEFAULT_VOLUME_DISCOUNT_MIN_VOLUME).toBe(3);
    expect(Math.min(...DEFAULT_VOLUME_TIERS.map((tier) => tier.volume))).toBe(DEFAULT_VOLUME_DISCOUNT_MIN_VOLUME);
  });

  it('agree with the same tiers parsed from platform discounts', () => {
    const platform = DEFAULT_VOLUME_TIERS.map((tier, index) => discount({
      id: `d${index}`, sortOrder: `0.${index + 1}`,
      value: { type: 'relative', permyriad: tier.permyriad },
      target: { type: 'lineItems', predicate: `quantity >= ${tier.volume}` },
      custom: { fields: { volumeDiscountGroup: DEFAULT_VOLUME_DISCOUNT_GROUP } },
    }));
    expect(volumeDiscountsFor(platform, {}).map(({ key: _key, ...tier }) => tier)).toEqual(DEFAULT_VOLUME_TIERS);
  });
});
