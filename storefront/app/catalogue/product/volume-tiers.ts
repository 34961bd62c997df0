import { unitPriceAfterVolumeTier, volumeDiscountsFor, type Money, type VolumeCartDiscount } from '@shop/domain';
import type { VolumeTierView } from './product-view';

export interface VolumeDiscountsAnswer {
  readonly cartDiscounts: { readonly results: readonly VolumeCartDiscount[] };
}

/**
 * The volume-discount tiers of a product (domain: active, this store or none, this group, in
 * sortOrder), each with the unit price from that volume on.
 */
export function volumeTierViews(discounts: readonly VolumeCartDiscount[], storeKey: string, group: string | undefined, price: Money): VolumeTierView[] {
  return volumeDiscountsFor(discounts, { storeKey, ...(group ? { group } : {}) }).map((tier) => ({
    volume: tier.volume,
    discountPercentage: tier.discountPercentage,
    unitPrice: unitPriceAfterVolumeTier(price, tier),
  }));
}
