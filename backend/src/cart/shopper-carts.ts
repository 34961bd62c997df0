import { Inject, Injectable } from '@nestjs/common';
import type { Cart, CartUpdateAction } from '@commercetools/platform-sdk';
import type { CallContext } from '../api/call-context.js';
import { resourceNotFound } from '../commerce/port/commerce-error.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { cartDraftFor } from './cart-draft.js';
import { guaranteeSyncActions } from './cart-update/guarantee-sync.js';
import { isCartGone } from './cart-gone.js';
import { isOwnedBy } from './cart-owner.js';
import { forgetCart, rememberCart, sessionCartId } from './cart-session.js';
import { defaultShippingAction } from './default-shipping.js';
import { retryOnceOnConflict } from './retry-on-conflict.js';

/**
 * The shopper's one cart, as the session names it, in the market's store. Every read and change
 * goes through here, so ownership, the retry on a stale version, the default shipping method and
 * the clearing of a cart that has gone are applied the same way by every call.
 */
@Injectable()
export class ShopperCarts {
  constructor(@Inject(COMMERCE_PORT) private readonly commerce: CommercePort) {}

  /**
   * The session's cart, or undefined when it has none. A cart that is gone, of another store (the
   * port answers not found in this store), no longer active (ordered, merged) or not the
   * shopper's is forgotten (spec 2 §4: a cart of another store is cleared).
   */
  async current(context: CallContext): Promise<Cart | undefined> {
    const id = sessionCartId(context);
    if (id === undefined) return undefined;
    const cart = await this.commerce.carts.get(id, context.market.storeKey);
    if (!cart || cart.cartState !== 'Active' || !isOwnedBy(cart, context.session.current)) {
      forgetCart(context);
      return undefined;
    }
    return cart;
  }

  /**
   * The cart a call names by id. Any id other than the session's cart is not found, whether or
   * not such a cart exists: another shopper's cart is never revealed. Undefined when the
   * session's cart has gone (it is then forgotten).
   */
  async owned(context: CallContext, id: string): Promise<Cart | undefined> {
    if (sessionCartId(context) !== id) throw resourceNotFound(id);
    return this.current(context);
  }

  /** A new cart of the market (spec 2 §4 draft), remembered in the session. */
  async create(context: CallContext): Promise<Cart> {
    const { market, session } = context;
    const cart = await this.commerce.carts.create(cartDraftFor(market, session.current), market.storeKey);
    rememberCart(context, cart.id);
    return this.withDefaultShipping(cart, market.storeKey);
  }

  /**
   * Applies the actions at the version the shopper saw (retried once with the current version on
   * a conflict), then keeps extra guarantees in step with their lines and restores the default
   * shipping method. Undefined when the cart has gone meanwhile ('was not found in store'): it
   * is forgotten.
   */
  async update(context: CallContext, cart: Cart, version: number, actions: readonly CartUpdateAction[]): Promise<Cart | undefined> {
    const { storeKey } = context.market;
    try {
      const updated = await retryOnceOnConflict(version, (attempt) => this.commerce.carts.update(cart.id, attempt, actions, storeKey));
      return await this.withDefaultShipping(await this.withGuaranteesInStep(updated, storeKey), storeKey);
    } catch (error) {
      if (!isCartGone(error)) throw error;
      forgetCart(context);
      return undefined;
    }
  }

  /** Deletes the cart (retried once on a stale version) and forgets it; one already gone is simply forgotten. */
  async delete(context: CallContext, cart: Cart, version: number): Promise<void> {
    const { storeKey } = context.market;
    try {
      await retryOnceOnConflict(version, (attempt) => this.commerce.carts.delete(cart.id, attempt, storeKey));
    } catch (error) {
      if (!isCartGone(error)) throw error;
    }
    forgetCart(context);
  }

  /** Extra-guarantee lines follow the lines they cover (guarantee-sync.ts); no write when they already do. */
  private async withGuaranteesInStep(cart: Cart, storeKey: string): Promise<Cart> {
    const actions = guaranteeSyncActions(cart);
    if (actions.length === 0) return cart;
    return retryOnceOnConflict(cart.version, (attempt) => this.commerce.carts.update(cart.id, attempt, actions, storeKey));
  }

  private async withDefaultShipping(cart: Cart, storeKey: string): Promise<Cart> {
    const action = defaultShippingAction(cart, await this.commerce.catalogue.shippingMethodsForCart(cart.id, storeKey));
    if (!action) return cart;
    return retryOnceOnConflict(cart.version, (attempt) => this.commerce.carts.update(cart.id, attempt, [action], storeKey));
  }
}
