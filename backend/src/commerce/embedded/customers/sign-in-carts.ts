import type { AnonymousCartSignInMode, Cart, CartResourceIdentifier, CartUpdateAction } from '@commercetools/platform-sdk';
import { CommerceError, invalidInput, invalidOperation } from '../../port/commerce-error.js';
import { RESOURCE } from '../catalogue/resource-types.js';
import { isPricingError } from '../pricing/pricing-error.js';
import type { DocumentStore } from '../store/document-store.js';
import { mergeActions } from './cart-merge.js';
import type { CustomerCarts } from './customer-carts.js';

/** The anonymous-cart fields shared by CustomerDraft and CustomerSignin. */
export interface AnonymousCartRequest {
  readonly anonymousCart?: CartResourceIdentifier;
  readonly anonymousCartId?: string;
  readonly anonymousId?: string;
}

const latest = (carts: readonly Cart[]): Cart | undefined =>
  [...carts].sort((a, b) => b.lastModifiedAt.localeCompare(a.lastModifiedAt) || b.createdAt.localeCompare(a.createdAt))[0];

/**
 * The carts refusing a line: a 400 (product unpublished or gone since) or a pricing error (no
 * price any more, which the engine answers as a 400 too). Anything else is a real failure.
 */
const isRefusal = (error: unknown): boolean => (error instanceof CommerceError && error.statusCode === 400) || isPricingError(error);

const inScope = (cart: Cart, storeKey: string | undefined): boolean => storeKey === undefined || cart.store?.key === storeKey;

const SIGN_IN_MODES: readonly string[] = ['MergeWithExistingCustomerCart', 'UseAsNewActiveCustomerCart'];

export function requireSignInMode(mode: AnonymousCartSignInMode | undefined): void {
  if (mode !== undefined && !SIGN_IN_MODES.includes(mode)) {
    throw invalidInput(`'${mode}' is not an anonymousCartSignInMode (${SIGN_IN_MODES.join(' or ')}).`, 'InvalidField', {
      field: 'anonymousCartSignInMode', invalidValue: mode,
    });
  }
}

/**
 * What happens to carts when a customer signs up or in (commercetools' "cart merge during
 * sign-in and sign-up"). The customer's active cart is the most recently modified Active cart
 * of the customer in the store signed in to.
 */
export class SignInCarts {
  constructor(
    private readonly store: DocumentStore,
    private readonly carts: CustomerCarts,
    private readonly clock: () => Date,
  ) {}

  /**
   * The anonymous cart a sign-up or sign-in names: by `anonymousCart` (id or key) or the
   * deprecated `anonymousCartId`, else the latest Active anonymous cart of `anonymousId`.
   * A named cart that no longer exists, is not Active (already ordered or merged) or belongs to
   * another store is ignored rather than failing the sign-in: the storefront may still hold the
   * id of a cart it has since ordered. A cart of another customer is refused, so nobody can sign
   * a stranger's cart into their account; one already the customer's needs no merge.
   */
  findAnonymous(request: AnonymousCartRequest, customerId: string | undefined, storeKey: string | undefined): Cart | undefined {
    const named = request.anonymousCart ?? (request.anonymousCartId ? { typeId: 'cart' as const, id: request.anonymousCartId } : undefined);
    if (!named) {
      if (!request.anonymousId) return undefined;
      return latest(this.store.find<Cart>(RESOURCE.cart, 'anonymous', request.anonymousId)
        .filter((cart) => cart.cartState === 'Active' && !cart.customerId && inScope(cart, storeKey)));
    }
    const cart = named.id ? this.store.get<Cart>(RESOURCE.cart, named.id) : named.key ? this.store.getByKey<Cart>(RESOURCE.cart, named.key) : undefined;
    if (!cart || cart.cartState !== 'Active' || !inScope(cart, storeKey)) return undefined;
    if (request.anonymousId !== undefined && cart.anonymousId !== request.anonymousId) {
      throw invalidOperation(`The anonymousId '${request.anonymousId}' does not match the anonymousId of the cart '${cart.id}'.`);
    }
    if (cart.customerId !== undefined) {
      if (cart.customerId === customerId) return undefined;
      throw invalidOperation(`The cart '${cart.id}' belongs to another customer and is not an anonymous cart.`);
    }
    return cart;
  }

  /**
   * The customer's active cart in scope. When an anonymous cart is to be merged, only carts of
   * its store and currency qualify: lines priced in one market cannot move into another's cart.
   */
  activeCart(customerId: string, storeKey: string | undefined, like?: Cart): Cart | undefined {
    return latest(this.store.find<Cart>(RESOURCE.cart, 'customer', customerId).filter((cart) =>
      cart.cartState === 'Active' && inScope(cart, storeKey) && cart.id !== like?.id &&
      (!like || (cart.store?.key === like.store?.key && cart.totalPrice.currencyCode === like.totalPrice.currencyCode))));
  }

  /** The anonymous cart becomes the customer's (repriced through the carts' update). */
  assign(cart: Cart, customerId: string, storeKey: string | undefined): Promise<Cart> {
    return this.carts.update(cart.id, cart.version, [{ action: 'setCustomerId', customerId }], storeKey);
  }

  /**
   * Sign-in: with MergeWithExistingCustomerCart (the default) the anonymous cart's lines move
   * into the customer's active cart and the anonymous cart becomes Merged; without an active cart,
   * or with UseAsNewActiveCustomerCart, the anonymous cart becomes the customer's (it is then the
   * most recently modified, hence active, one; an older active cart is left as it is). Without an
   * anonymous cart the customer's active cart is returned, recalculated as commercetools does.
   */
  async signIn(customerId: string, anonymous: Cart | undefined, mode: AnonymousCartSignInMode | undefined, storeKey: string | undefined): Promise<Cart | undefined> {
    if (!anonymous) {
      const active = this.activeCart(customerId, storeKey);
      return active && this.recalculate(active, storeKey);
    }
    if (mode === 'UseAsNewActiveCustomerCart') return this.assign(anonymous, customerId, storeKey);
    const target = this.activeCart(customerId, storeKey, anonymous);
    if (!target) return this.assign(anonymous, customerId, storeKey);
    const merged = await this.applyMerge(target, mergeActions(anonymous, target), storeKey);
    this.markMerged(anonymous.id, customerId);
    return merged;
  }

  /**
   * Runs the merge as one batch. commercetools drops lines that can no longer be bought when it
   * recalculates the merged cart; a failing batch is all-or-nothing here, so on a 400 the lines
   * are retried one by one and those the carts refuse (product unpublished since) are left out.
   */
  private async applyMerge(target: Cart, actions: readonly CartUpdateAction[], storeKey: string | undefined): Promise<Cart> {
    if (actions.length === 0) return this.recalculate(target, storeKey);
    try {
      return await this.carts.update(target.id, target.version, actions, storeKey);
    } catch (error) {
      if (!isRefusal(error)) throw error;
    }
    let cart = target;
    for (const action of actions) {
      try {
        cart = await this.carts.update(cart.id, cart.version, [action], storeKey);
      } catch (error) {
        if (!isRefusal(error)) throw error;
      }
    }
    return cart === target ? this.recalculate(target, storeKey) : cart;
  }

  private recalculate(cart: Cart, storeKey: string | undefined): Promise<Cart> {
    return this.carts.update(cart.id, cart.version, [{ action: 'recalculate' }], storeKey);
  }

  /**
   * The anonymous cart ends Merged and, like every cart of the signed-in shopper, the customer's.
   * It is re-read just before the write, so the version used is its current one; the write and
   * the read happen in the same synchronous stretch, with no request in between.
   */
  private markMerged(cartId: string, customerId: string): void {
    const current = this.store.get<Cart>(RESOURCE.cart, cartId);
    if (!current || current.cartState !== 'Active') return;
    const merged: Cart = { ...current, cartState: 'Merged', customerId, version: current.version + 1, lastModifiedAt: this.clock().toISOString() };
    this.carts.replace(merged, current.version);
  }
}
