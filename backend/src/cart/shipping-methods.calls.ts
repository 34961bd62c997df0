import { Inject, Injectable } from '@nestjs/common';
import type { ShippingMethod } from '@commercetools/platform-sdk';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import type { CallContext } from '../api/call-context.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { ShippingMethodsForCartPayload } from './shipping-methods-for-cart.payload.js';
import { ShopperCarts } from './shopper-carts.js';

/**
 * The shipping methods for the shopper's cart, each zone rate marked isMatching for it and the
 * predicate state known (freight when a line is a freight package). Only the session's cart:
 * any other id is not found, like every cart call.
 */
@Injectable()
export class ShippingMethodCalls {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly carts: ShopperCarts,
  ) {}

  @CommerceMethod('getShippingMethodsForCart', { parts: [ShippingMethodsForCartPayload] })
  async forCart([{ cartId }]: [ShippingMethodsForCartPayload], context: CallContext): Promise<{ shippingMethods: ShippingMethod[] }> {
    const cart = await this.carts.owned(context, cartId);
    if (!cart) return { shippingMethods: [] };
    return { shippingMethods: await this.commerce.catalogue.shippingMethodsForCart(cart.id, context.market.storeKey) };
  }
}
