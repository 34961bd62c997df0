import { Type } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ExactlyOneOf } from '../api/exactly-one-of.js';
import { IsVersion } from '../api/version-field.js';
import { CartRefByIdPayload } from '../cart/cart-update/resource-id.payload.js';

/**
 * Part 0 of order creation (spec 2 §7: draft, storeKey): commercetools' OrderFromCartDraft as far
 * as a shopper may say it, the cart (`cart: { typeId: 'cart', id }`, or the older top-level `id`)
 * and the version they saw. Order number and states are the shop's: sending them is refused.
 */
@ExactlyOneOf<OrderDraftPayload>('id', 'cart')
export class OrderDraftPayload {
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  id?: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => CartRefByIdPayload)
  cart?: CartRefByIdPayload;

  @IsVersion()
  version!: number;
}

/** Part 1 of order creation, optional: the store, which the host decides, so it may only repeat the market's. */
export class OrderStorePayload {
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  storeKey?: string;
}

/** The cart id the draft names, whichever way it names it (validation lets exactly one through). */
export const draftCartId = (draft: OrderDraftPayload): string => draft.id ?? draft.cart!.id;
