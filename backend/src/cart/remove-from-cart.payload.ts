import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** Part 1 of removeFromCart: the SKU whose line goes. */
export class RemoveFromCartPayload {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  sku!: string;
}
