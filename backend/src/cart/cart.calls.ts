import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Cart, CartUpdateAction } from '@commercetools/platform-sdk';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { AddToCartPayload } from './add-to-cart.payload.js';
import { ApplyCartCouponPayload } from './apply-cart-coupon.payload.js';
import { priceContextOf } from '../catalogue/price-context-of.js';
import { lineOfSku } from './cart-lines.js';
import { CartRefPayload } from './cart-ref.payload.js';
import { cartResponse, type CartResponse } from './cart-response.js';
import { CreateCartPayload } from './create-cart.payload.js';
import { OptionalCartRefPayload } from './optional-cart-ref.payload.js';
import { cappedAddition, cappedLineQuantity, quantityInCart, stockOf } from './quantity-cap.js';
import { RemoveCartCouponPayload } from './remove-cart-coupon.payload.js';
import { RemoveFromCartPayload } from './remove-from-cart.payload.js';
import { ShopperCarts } from './shopper-carts.js';
import { UpdateCartQuantityPayload } from './update-cart-quantity.payload.js';

/**
 * The cart calls of the protocol (spec 2 §4, §7). A shopper only ever reads or changes the cart
 * their session names; every answer is `{ cart }` (null when there is none).
 */
@Injectable()
export class CartCalls {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly carts: ShopperCarts,
  ) {}

  /** The session's cart in the market's store; none (or one of another store, cleared) → `{ cart: null }`. */
  @CommerceMethod('getMyCart')
  async getMyCart(_parts: [], context: CallContext): Promise<CartResponse> {
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
   * cart maximum; nothing addable → 400 'You have reached the maximum quantity'. The first add
   * creates the cart, and so does an add after the cart has gone.
   */
  @CommerceMethod('addToCart', { parts: [OptionalCartRefPayload, AddToCartPayload] })
  async addToCart([ref, item]: [OptionalCartRefPayload, AddToCartPayload], context: CallContext): Promise<CartResponse> {
    const cart = ref.id !== undefined ? await this.carts.owned(context, ref.id) : await this.carts.current(context);
    await this.requireProduct(item.sku, context);
    const stock = stockOf(await this.commerce.catalogue.inventoryBySkus([item.sku]), item.sku);
    const add = (into: Cart): CartUpdateAction[] =>
      [{ action: 'addLineItem', sku: item.sku, quantity: cappedAddition(item.quantity, stock, quantityInCart(into, item.sku)) }];
    if (cart) {
      const updated = await this.carts.update(context, cart, ref.version ?? cart.version, add(cart));
      if (updated) return cartResponse(context.market, updated);
    } else {
      cappedAddition(item.quantity, stock, 0); // refuse before creating a cart for nothing
    }
    const created = await this.carts.create(context);
    const updated = await this.carts.update(context, created, created.version, add(created));
    // The spec's message when the cart is missing right after creating it.
    if (!updated) throw new NotFoundException('Cart not found.');
    return cartResponse(context.market, updated);
  }

  /** Sets a line's quantity (raising it is capped like an add); 0 removes the line. */
  @CommerceMethod('updateCartQuantity', { parts: [CartRefPayload, UpdateCartQuantityPayload] })
  async updateCartQuantity([ref, item]: [CartRefPayload, UpdateCartQuantityPayload], context: CallContext): Promise<CartResponse> {
    const cart = await this.carts.owned(context, ref.id);
    if (!cart) return cartResponse(context.market, undefined);
    const line = lineOfSku(cart, item.sku);
    if (!line) {
      if (item.quantity === 0) return cartResponse(context.market, cart);
      throw new BadRequestException(`The cart has no line with SKU '${item.sku}'`);
    }
    if (item.quantity === 0) {
      return cartResponse(context.market, await this.carts.update(context, cart, ref.version, [{ action: 'removeLineItem', lineItemId: line.id }]));
    }
    const quantity = item.quantity > line.quantity
      ? cappedLineQuantity(
        item.quantity, line.quantity, stockOf(await this.commerce.catalogue.inventoryBySkus([item.sku]), item.sku),
        quantityInCart(cart, item.sku) - line.quantity,
      )
      : item.quantity;
    return cartResponse(context.market, await this.carts.update(context, cart, ref.version, [{ action: 'changeLineItemQuantity', lineItemId: line.id, quantity }]));
  }

  /** Removes the SKU's line; a SKU not in the cart leaves it unchanged. */
  @CommerceMethod('removeFromCart', { parts: [CartRefPayload, RemoveFromCartPayload] })
  async removeFromCart([ref, item]: [CartRefPayload, RemoveFromCartPayload], context: CallContext): Promise<CartResponse> {
    const cart = await this.carts.owned(context, ref.id);
    const line = cart && lineOfSku(cart, item.sku);
    if (!cart || !line) return cartResponse(context.market, cart);
    return cartResponse(context.market, await this.carts.update(context, cart, ref.version, [{ action: 'removeLineItem', lineItemId: line.id }]));
  }

  /** Applies a discount code; an unknown or inapplicable code is commercetools' 400. */
  @CommerceMethod('applyCartCoupon', { parts: [CartRefPayload, ApplyCartCouponPayload] })
  async applyCartCoupon([ref, coupon]: [CartRefPayload, ApplyCartCouponPayload], context: CallContext): Promise<CartResponse> {
    const cart = await this.carts.owned(context, ref.id);
    if (!cart) return cartResponse(context.market, undefined);
    return cartResponse(context.market, await this.carts.update(context, cart, ref.version, [{ action: 'addDiscountCode', code: coupon.code }]));
  }

  /** Removes a discount code the cart lists; a code the cart does not have leaves it unchanged (spec 2 §4). */
  @CommerceMethod('removeCartCoupon', { parts: [CartRefPayload, RemoveCartCouponPayload] })
  async removeCartCoupon([ref, code]: [CartRefPayload, RemoveCartCouponPayload], context: CallContext): Promise<CartResponse> {
    const cart = await this.carts.owned(context, ref.id);
    if (!cart || !cart.discountCodes.some((info) => info.discountCode.id === code.id)) return cartResponse(context.market, cart);
    return cartResponse(context.market, await this.carts.update(context, cart, ref.version, [
      { action: 'removeDiscountCode', discountCode: { typeId: 'discount-code', id: code.id } },
    ]));
  }

  /** Deletes the cart and clears it from the session; answers `{ cart: null }`. */
  @CommerceMethod('deleteCart', { parts: [CartRefPayload] })
  async deleteCart([ref]: [CartRefPayload], context: CallContext): Promise<CartResponse> {
    const cart = await this.carts.owned(context, ref.id);
    if (cart) await this.carts.delete(context, cart, ref.version);
    return cartResponse(context.market, undefined);
  }

  /** A SKU not sold in the market is refused before any cart is created for it. */
  private async requireProduct(sku: string, { market }: CallContext): Promise<void> {
    const [product] = await this.commerce.catalogue.productsBySkus([sku], priceContextOf(market));
    if (!product) throw new BadRequestException(`No product with SKU '${sku}' is sold in this market`);
  }
}
