import { BadRequestException, Injectable } from '@nestjs/common';
import type { Cart, CartUpdateAction, LineItem } from '@commercetools/platform-sdk';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { CartUpdatePlanner } from './cart-update/cart-update-planner.js';
import { UpdateCartPayload } from './cart-update/update-cart.payload.js';
import { lineOfSku } from './cart-lines.js';
import { CartRefPayload } from './cart-ref.payload.js';
import { cartResponse, type CartResponse } from './cart-response.js';
import { ShopperCarts } from './shopper-carts.js';
import { channelIdentifier } from './channel-identifier.payload.js';
import { UpdateCartItemChannelPayload } from './update-cart-item-channel.payload.js';

/**
 * The generic cart update and the line channel change (spec 2 §7). Like every cart call they
 * act on the session's cart only, retry once on a stale version and restore the default
 * shipping method afterwards (ShopperCarts).
 */
@Injectable()
export class CartUpdateCalls {
  constructor(
    private readonly carts: ShopperCarts,
    private readonly planner: CartUpdatePlanner,
  ) {}

  /** `[cartRef, { actions }]` → `{ cart }`: the spec's actions, the shop's rules enforced (CartUpdatePlanner). */
  @CommerceMethod('updateCart', { parts: [CartRefPayload, UpdateCartPayload] })
  async updateCart([ref, update]: [CartRefPayload, UpdateCartPayload], context: CallContext): Promise<CartResponse> {
    const cart = await this.carts.owned(context, ref.id);
    if (!cart) return cartResponse(context.market, undefined);
    return cartResponse(context.market, await this.carts.change(context, cart, (current) => this.planner.plan(current, update.actions, context.market)));
  }

  /**
   * `[cartRef, { sku | lineItemId, supplyChannel?, distributionChannel? }]` → `{ cart }`. A channel
   * is named by key or id; one the platform does not know, without the role or not the store's
   * is its 400.
   */
  @CommerceMethod('updateCartItemChannel', { parts: [CartRefPayload, UpdateCartItemChannelPayload] })
  async updateCartItemChannel([ref, item]: [CartRefPayload, UpdateCartItemChannelPayload], context: CallContext): Promise<CartResponse> {
    if (item.supplyChannel === undefined && item.distributionChannel === undefined) {
      throw new BadRequestException('payload[1] must have a supplyChannel or a distributionChannel (null removes one)');
    }
    const cart = await this.carts.owned(context, ref.id);
    if (!cart) return cartResponse(context.market, undefined);
    return cartResponse(context.market, await this.carts.change(context, cart, (current) => channelActions(current, item)));
  }
}

/** The channel changes for the line the item names, in the cart as it is. */
function channelActions(cart: Cart, item: UpdateCartItemChannelPayload): CartUpdateAction[] {
  const line = lineOf(cart, item);
  const actions: CartUpdateAction[] = [];
  if (item.supplyChannel !== undefined) {
    actions.push({ action: 'setLineItemSupplyChannel', lineItemId: line.id, ...(item.supplyChannel ? { supplyChannel: channelIdentifier(item.supplyChannel) } : {}) });
  }
  if (item.distributionChannel !== undefined) {
    actions.push({
      action: 'setLineItemDistributionChannel', lineItemId: line.id,
      ...(item.distributionChannel ? { distributionChannel: channelIdentifier(item.distributionChannel) } : {}),
    });
  }
  return actions;
}

/** The shopper's line the item names; gift lines are the platform's. */
function lineOf(cart: Cart, item: UpdateCartItemChannelPayload): LineItem {
  if (item.sku !== undefined) {
    const line = lineOfSku(cart, item.sku);
    if (!line) throw new BadRequestException(`The cart has no line with SKU '${item.sku}'`);
    return line;
  }
  const line = cart.lineItems.find((candidate) => candidate.id === item.lineItemId && candidate.lineItemMode !== 'GiftLineItem');
  if (!line) throw new BadRequestException(`The cart has no line item '${item.lineItemId ?? ''}'`);
  return line;
}
