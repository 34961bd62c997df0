import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * Part 0 of getMyCart (spec 2 §7: cartId, storeKey), optional: the session names the cart and the
 * host the store, so what is sent may only repeat them.
 */
export class GetMyCartPayload {
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  cartId?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  storeKey?: string;
}
