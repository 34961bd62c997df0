import { IsIn, IsOptional, IsString, Length } from 'class-validator';
import { SHIPPING_METHOD_KEYS } from '../commerce/schema/index.js';

/**
 * Part 0 of createCart: the storefront's draft. The server builds the real draft from the market
 * (currency, country, store); the fields sent are only checked against it, so a client cannot
 * open a cart in another market's currency. The default shipping method key is one of the
 * shop's; the cart gets the default method with its first line (cart-draft.ts).
 */
export class CreateCartPayload {
  @IsOptional()
  @IsString()
  @Length(2, 2)
  country?: string;

  @IsOptional()
  @IsIn(Object.values(SHIPPING_METHOD_KEYS))
  shippingMethodKey?: string;
}
