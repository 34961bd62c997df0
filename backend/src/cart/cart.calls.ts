import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { Cart } from '@commercetools/platform-sdk';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { requireMarketStore } from '../api/market-store.js';
import { AddToCartPayload } from './add-to-cart.payload.js';
import { ApplyCartCouponPayload } from './apply-cart-coupon.payload.js';
import { CartUpdatePlanner } from './cart-update/cart-update-planner.js';
import type { CartAction } from './cart-update/update-cart.payload.js';
import { lineOfSku } from './cart-lines.js';
import { CartRefPayload } from './cart-ref.payload.js';
import { cartResponse, type CartResponse } from './cart-response.js';
import { CreateCartPayload } from './create-cart.payload.js';
import { GetMyCartPayload } from './get-my-cart.payload.js';
import { OptionalCartRefPayload } from './optional-cart-ref.payload.js';
import { RemoveCartCouponPayload } from './remove-cart-coupon.payload.js';
import { RemoveFromCartPayload } from './remove-from-cart.payload.js';
import { addCode, addLine, changeQuantity, refuseCall, removeCode, removeLine } from './shopper-actions.js';
import { ShopperCarts, type CartPlan } from './shopper-carts.js';
import { UpdateCartQuantityPayload } from './update-cart-quantity.payload.js';

/**
 * The cart calls of the protocol (spec 2 §4, §7). A shopper only ever reads or changes the cart
 * their session names; every answer is `{ cart }` (null when there is none).
 */
@Injectable()
export class CartCalls {
  constructor(
    private readonly carts: ShopperCarts,
    private readonly planner: CartUpdatePlanner,
  ) {}

  /**
   * The session's cart in the market's store; none (or one of another store, cleared) → `{ cart:
   * null }`. A cartId sent must be the session's cart: any other is not found (another shopper's
   * cart is never revealed), so the storefront clears its stale id; a storeKey must be the market's.
   */
  @CommerceMethod('getMyCart', { parts: [GetMyCartPayload], required: 0 })
  async getMyCart([query]: [GetMyCartPayload], context: CallContext): Promise<CartResponse> {
    requireMarketStore(query.storeKey, context, 'payload[0].storeKey');
    if (query.cartId !== undefined) return cartResponse(context.market, await this.carts.owned(context, query.cartId));
    return cartResponse(context.market, await this.carts.current(context));
  }

  /** A cart of the market; the shopper's existing cart when they have one (a shopper has one cart). */
  @CommerceMethod('createCart', { parts: [CreateCartPayload] })
  async createCart([draft]: [CreateCartPayload], context: CallContext): Promise<CartResponse> {
    if (draft.country !== undefined && draft.country !== context.market.country) {
      throw new BadRequestException(`payload[0].country must be the market's country ${context.market.country}`);
    }
    return cartResponse(context.market, (await this.carts.current(context)) ?? (await this.carts.create(context)));
  }

  /**
   * Adds a SKU (to its line's quantity when it is in the cart already), capped by stock and the
   * cart maximum, on the channels named (spec 2 §7); nothing addable → 400 'You have reached the
   * maximum quantity'. An extra guarantee is not added here: it needs the line it covers
   * (updateCart's addLineItem with a parent SKU). The first add creates the cart, and so does an
   * add after the cart has gone; a refused first add creates none.
   */
  @CommerceMethod('addToCart', { parts: [OptionalCartRefPayload, AddToCartPayload] })
  async addToCart([ref, item]: [OptionalCartRefPayload, AddToCartPayload], context: CallContext): Promise<CartResponse> {
    const cart = ref.id !== undefined ? await this.carts.owned(context, ref.id) : await this.carts.current(context);
    const plan = this.planOf([addLine(item)], context);
    if (cart) {
      const updated = await this.carts.change(context, cart, plan);
      if (updated) return cartResponse(context.market, updated);
    } else {
      await plan(NO_CART_YET); // refuse before creating a cart for nothing
    }
    const updated = await this.carts.change(context, await this.carts.create(context), plan);
    // The spec's message when the cart is missing right after creating it.
    if (!updated) throw new NotFoundException('Cart not found.');
    return cartResponse(context.market, updated);
  }

  /** Sets a line's quantity (raising it is capped like an add); 0 removes the line. */
  @CommerceMethod('updateCartQuantity', { parts: [CartRefPayload, UpdateCartQuantityPayload] })
  async updateCartQuantity([ref, item]: [CartRefPayload, UpdateCartQuantityPayload], context: CallContext): Promise<CartResponse> {
    return this.changeOwned(ref, context, (cart) => {
      const line = lineOfSku(cart, item.sku);
      if (line) return [changeQuantity(line.id, item.quantity)];
      if (item.quantity === 0) return [];
      throw new BadRequestException(`The cart has no line with SKU '${item.sku}'`);
    });
  }

  /** Removes the SKU's line (and an extra guarantee covering it); a SKU not in the cart leaves it unchanged. */
  @CommerceMethod('removeFromCart', { parts: [CartRefPayload, RemoveFromCartPayload] })
  async removeFromCart([ref, item]: [CartRefPayload, RemoveFromCartPayload], context: CallContext): Promise<CartResponse> {
    return this.changeOwned(ref, context, (cart) => {
      const line = lineOfSku(cart, item.sku);
      return line ? [removeLine(line.id)] : [];
    });
  }

  /** Applies a discount code; an unknown or inapplicable code is commercetools' 400. */
  @CommerceMethod('applyCartCoupon', { parts: [CartRefPayload, ApplyCartCouponPayload] })
  async applyCartCoupon([ref, coupon]: [CartRefPayload, ApplyCartCouponPayload], context: CallContext): Promise<CartResponse> {
    return this.changeOwned(ref, context, () => [addCode(coupon.code)]);
  }

  /** Removes a discount code the cart lists; a code the cart does not have leaves it unchanged (spec 2 §4). */
  @CommerceMethod('removeCartCoupon', { parts: [CartRefPayload, RemoveCartCouponPayload] })
  async removeCartCoupon([ref, code]: [CartRefPayload, RemoveCartCouponPayload], context: CallContext): Promise<CartResponse> {
    return this.changeOwned(ref, context, (cart) =>
      cart.discountCodes.some((info) => info.discountCode.id === code.id) ? [removeCode(code.id)] : []);
  }

  /** Deletes the cart and clears it from the session; answers `{ cart: null }`. */
  @CommerceMethod('deleteCart', { parts: [CartRefPayload] })
  async deleteCart([ref]: [CartRefPayload], context: CallContext): Promise<CartResponse> {
    const cart = await this.carts.owned(context, ref.id);
    if (cart) await this.carts.delete(context, cart, ref.version);
    return cartResponse(context.market, undefined);
  }

  /** The session's cart changed by the actions `choose` picks from it as it is (none: unchanged); no cart → `{ cart: null }`. */
  private async changeOwned(ref: CartRefPayload, context: CallContext, choose: (cart: Cart) => CartAction[]): Promise<CartResponse> {
    const cart = await this.carts.owned(context, ref.id);
    if (!cart) return cartResponse(context.market, undefined);
    const plan = (current: Cart) => {
      const actions = choose(current);
      return actions.length === 0 ? [] : this.planner.plan(current, actions, context.market, refuseCall);
    };
    return cartResponse(context.market, await this.carts.change(context, cart, plan));
  }

  private planOf(actions: CartAction[], context: CallContext): CartPlan {
    return (cart) => this.planner.plan(cart, actions, context.market, refuseCall);
  }
}

/**
 * What a first add is planned against before its cart exists: no lines, no shipping method. The
 * planner reads only these of a cart for a line add, so a refusal comes before a cart is created.
 */
const NO_CART_YET = { lineItems: [], discountCodes: [] } as unknown as Cart;
