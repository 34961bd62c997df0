import { IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';

/** Part 1 of updateCartQuantity: the line's SKU and its new quantity; 0 removes the line. */
export class UpdateCartQuantityPayload {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  sku!: string;

  @IsInt()
  @Min(0)
  quantity!: number;
}
