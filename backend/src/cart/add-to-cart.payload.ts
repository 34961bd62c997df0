import { IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';

/** Part 1 of addToCart: the SKU and how many to add (capped by stock and the cart maximum). */
export class AddToCartPayload {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  sku!: string;

  @IsInt()
  @Min(1)
  quantity!: number;
}
