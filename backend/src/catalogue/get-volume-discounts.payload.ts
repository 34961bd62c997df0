import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * The sorts getVolumeDiscounts honours, in commercetools' query syntax: spec 1 §7 sorts by
 * sortOrder ascending (the answer's order without a sort); descending is the same field reversed.
 * Any other field would sort tiers by something the storefront does not show, so it is refused.
 */
export const VOLUME_DISCOUNT_SORTS = ['sortOrder asc', 'sortOrder desc'] as const;
export type VolumeDiscountSort = (typeof VOLUME_DISCOUNT_SORTS)[number];

/** Part 0 of getVolumeDiscounts: the product's volumeDiscountGroup, e.g. 'volume_discount_default', and the sort. */
export class GetVolumeDiscountsPayload {
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  discountGroup!: string;

  @IsOptional()
  @IsIn(VOLUME_DISCOUNT_SORTS)
  sort?: VolumeDiscountSort;
}
