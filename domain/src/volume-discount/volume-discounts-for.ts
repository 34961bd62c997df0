import type { VolumeCartDiscount } from './cart-discount.js';
import { DEFAULT_VOLUME_DISCOUNT_GROUP } from './default-tiers.js';
import { compareSortOrder } from './sort-order.js';
import { toVolumeTier, type VolumeTier } from './volume-tier.js';

export interface VolumeDiscountContext {
  /** The current store; without one, only discounts valid in every store apply. */
  readonly storeKey?: string;
  /** The product's volumeDiscountGroup attribute; absent means the default group. */
  readonly group?: string;
}

const groupOf = (discount: VolumeCartDiscount): string | undefined =>
  discount.volumeDiscountGroup ?? discount.custom?.fields?.volumeDiscountGroup;

const appliesInStore = (discount: VolumeCartDiscount, storeKey: string | undefined): boolean =>
  discount.stores === undefined ||
  discount.stores.length === 0 ||
  discount.stores.some((store) => store.key === storeKey);

/**
 * The volume tiers that apply to a product (spec 1 §5, spec 2 §5): active, for the current store
 * or with no store, of the product's group, in ascending sortOrder (spec §7). A discount naming
 * no group matches no product: the group is what ties it to products.
 */
export function volumeDiscountsFor(
  discounts: readonly VolumeCartDiscount[],
  { storeKey, group = DEFAULT_VOLUME_DISCOUNT_GROUP }: VolumeDiscountContext,
): VolumeTier[] {
  return discounts
    .filter((discount) => discount.isActive && appliesInStore(discount, storeKey) && groupOf(discount) === group)
    .sort((a, b) => compareSortOrder(a.sortOrder, b.sortOrder))
    .flatMap((discount) => toVolumeTier(discount) ?? []);
}
