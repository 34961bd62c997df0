import { Inject, Injectable } from '@nestjs/common';
import type { Cart, CartUpdateAction } from '@commercetools/platform-sdk';
import type { CallContext } from '../api/call-context.js';
import { isConcurrentModification, resourceNotFound } from '../commerce/port/commerce-error.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { cartDraftFor } from './cart-draft.js';
import { guaranteeSyncActions } from './cart-update/guarantee-sync.js';
import { reverseChargeRate, reverseChargeSyncActions, taxCountryOf, withReverseCharge } from './net-prices/reverse-charge-rate.js';
import { IncludedVatRate } from './net-prices/included-vat-rate.js';
import { netPriceSyncActions, restoresPlatformPrices, withPlannedLinePrices } from './net-prices/net-price-sync.js';
import { isCartGone } from './cart-gone.js';
import { isOwnedBy } from './cart-owner.js';
import { forgetCart, rememberCart, sessionCartId } from './cart-session.js';
import { predictedDefaultMethod } from './cart-update/default-shipping-plan.js';
import { defaultShippingAction } from './default-shipping.js';
import { ShippingMethodList } from './shipping-method-list.js';
import { retryOnceOnConflict } from './retry-on-conflict.js';

/**
 * The shopper's one cart, as the session names it, in the market's store. Every read and change
 * goes through here, so ownership, the re-planned retry on a conflict, the check that guarantees
 * and shipping are in step and the clearing of a cart that has gone are applied the same way by
 * every call.
 */
@Injectable()
export class ShopperCarts {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly shippingMethods: ShippingMethodList,
    private readonly vatRate: IncludedVatRate,
  ) {}

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

  /** A new, empty cart of the market (spec 2 §4 draft), remembered in the session. */
  async create(context: CallContext): Promise<Cart> {
    const { market, session } = context;
    const cart = await this.commerce.carts.create(cartDraftFor(market, session.current), market.storeKey);
    rememberCart(context, cart.id);
    return cart;
  }

  /**
   * One shopper action as one update: `plan` turns the cart as it is into the whole batch (the
   * shopper's actions, guarantees in step, default shipping; see CartUpdatePlanner). When another
   * change lands between the read and the write (ConcurrentModification), the cart is read again
   * and the batch planned again from it, so caps and stock are checked against what the cart
   * holds, never against a stale copy (two tabs adding at once cannot pass the cap). Undefined
   * when the cart has gone meanwhile ('was not found in store'): it is forgotten.
   */
  async change(context: CallContext, cart: Cart, plan: CartPlan): Promise<Cart | undefined> {
    const { storeKey } = context.market;
    try {
      let updated: Cart;
      try {
        updated = await this.apply(cart, await plan(cart), storeKey);
      } catch (error) {
        if (!isConcurrentModification(error)) throw error;
        const current = await this.current(context);
        if (!current) return undefined;
        updated = await this.apply(current, await plan(current), storeKey);
      }
      return await this.keptInStep(updated, storeKey);
    } catch (error) {
      if (!isCartGone(error)) throw error;
      forgetCart(context);
      return undefined;
    }
  }

  /** Fixed actions as one change (planned again they are the same), e.g. none: a sign-in's check of a merged cart. */
  update(context: CallContext, cart: Cart, actions: readonly CartUpdateAction[]): Promise<Cart | undefined> {
    return this.change(context, cart, () => actions);
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

  private apply(cart: Cart, actions: readonly CartUpdateAction[], storeKey: string): Promise<Cart> {
    return actions.length === 0 ? Promise.resolve(cart) : this.commerce.carts.update(cart.id, cart.version, actions, storeKey);
  }

  /**
   * The check after a change, for what its plan could not know: guarantees whose covered line's
   * price changed (a recalculation, a product discount that began or ended), a NET cart's item
   * without its 0 % rate (a COD fee line, a gift line; see reverse-charge-rate.ts), prices that do
   * not match the tax mode (net in a NET cart, the platform's in a GROSS one: net-price-sync.ts), a guest cart merged
   * in at sign-in, a project whose shipping predicates differ from the package-type rule. In the
   * usual case it finds nothing to do; otherwise one more update. When another change got there
   * first, that change runs this same check, so this one stands down.
   */
  private async keptInStep(cart: Cart, storeKey: string): Promise<Cart> {
    const shipping = (await this.hasItsDefaultMethod(cart))
      ? undefined
      : defaultShippingAction(cart, await this.commerce.catalogue.shippingMethodsForCart(cart.id, storeKey));
    const netShipping = shipping && cart.taxMode === 'External' ? withReverseCharge(shipping, reverseChargeRate(taxCountryOf(cart))) : shipping;
    const rates = reverseChargeSyncActions(shipping ? { ...cart, shippingInfo: undefined } : cart);
    const prices = await netPriceSyncActions(cart, () => this.vatRate.of(cart));
    const actions = [...prices, ...guaranteeSyncActions(withPlannedLinePrices(cart, prices)), ...rates, ...(netShipping ? [netShipping] : [])];
    if (actions.length === 0) return cart;
    try {
      const updated = await this.commerce.carts.update(cart.id, cart.version, actions, storeKey);
      // Lines back at the platform's prices: their guarantees follow the prices it chose.
      const guarantees = restoresPlatformPrices(prices) ? guaranteeSyncActions(updated) : [];
      return guarantees.length === 0 ? updated : await this.commerce.carts.update(updated.id, updated.version, guarantees, storeKey);
    } catch (error) {
      if (!isConcurrentModification(error)) throw error;
      return (await this.commerce.carts.get(cart.id, storeKey)) ?? cart;
    }
  }

  /**
   * Whether the cart holds the method its plan predicts (default-shipping-plan.ts: none when
   * empty, else parcel or freight by package type) and the platform says it matches: then the
   * spec's rule leaves it unchanged, and asking the port which methods match (a query per change)
   * can be skipped. Otherwise the port decides.
   */
  private async hasItsDefaultMethod(cart: Cart): Promise<boolean> {
    const variants = cart.lineItems.filter((line) => line.lineItemMode !== 'GiftLineItem').map((line) => line.variant);
    const predicted = predictedDefaultMethod(variants, await this.shippingMethods.all());
    if (predicted === undefined) return false;
    const info = cart.shippingInfo;
    if (predicted === null) return info === undefined;
    return info?.shippingMethod?.id === predicted.id && info.shippingMethodState === 'MatchesCart';
  }
}

/** The whole update for a change, planned from the cart as it is when it is applied. */
export type CartPlan = (cart: Cart) => readonly CartUpdateAction[] | Promise<readonly CartUpdateAction[]>;

