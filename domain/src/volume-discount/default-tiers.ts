import type { VolumeTier } from './volume-tier.js';

/**
 * The default volume-discount group marker (spec 1 §5, spec 2 §9). Reading chosen: it is the
 * group key of products that carry no volumeDiscountGroup attribute of their own.
 */
export const DEFAULT_VOLUME_DISCOUNT_GROUP = 'volume_discount_default';

/** 3 items → 5 %, 5 → 10 %, 10 → 15 % (spec 2 §9). */
export const DEFAULT_VOLUME_TIERS: readonly VolumeTier[] = [
  { volume: 3, permyriad: 500, discountPercentage: 5 },
  { volume: 5, permyriad: 1000, discountPercentage: 10 },
  { volume: 10, permyriad: 1500, discountPercentage: 15 },
];

/**
 * The "3 associated" with the default marker (spec 2 §9). Reading chosen: the smallest volume
 * at which the default group gives any discount, i.e. the first default tier.
 */
export const DEFAULT_VOLUME_DISCOUNT_MIN_VOLUME = 3;
