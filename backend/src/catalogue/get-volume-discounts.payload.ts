import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** Part 0 of getVolumeDiscounts: the product's volumeDiscountGroup, e.g. 'volume_discount_default'. */
export class GetVolumeDiscountsPayload {
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  discountGroup!: string;
}
