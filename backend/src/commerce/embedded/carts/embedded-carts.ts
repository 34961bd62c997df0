import type { Cart, CartDraft, CartUpdateAction, Channel } from '@commercetools/platform-sdk';
import { CommerceError, concurrentModification, invalidOperation } from '../../port/commerce-error.js';
import type { CartPort } from '../../port/cart-port.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot.js';
import { RESOURCE } from '../catalogue/resource-types.js';
import type { DocumentStore } from '../store/document-store.js';
import { sameJson } from '../same-json.js';
import { applyCartAction } from './actions/apply-cart-action.js';
import type { CartContext, RecalculateCart } from './cart-context.js';
import { expandCart, withoutExpansions } from './cart-expansion.js';
import { cartFromDraft } from './cart-from-draft.js';
import { cartLookups } from './cart-lookups.js';

const notFoundInStore = (id: string, storeKey: string): CommerceError => {
  const message = `The Resource with ID '${id}' was not found in store '${storeKey}'.`;
  return new CommerceError(404, message, [{ code: 'ResourceNotFound', message }]);
};

const notFound = (id: string): CommerceError => {
  const message = `The Resource with ID '${id}' was not found.`;
  return new CommerceError(404, message, [{ code: 'ResourceNotFound', message }]);
};

/**
 * Carts of the embedded engine. A batch of update actions is applied to a copy and persisted
 * only if every action succeeded and the version still matches, so a bad action leaves the cart
 * exactly as it was (commercetools applies a batch atomically too). Every cart handed out has its
 * discount codes and line product types expanded (cart-expansion.ts); what is stored has not.
 */
export class EmbeddedCarts implements CartPort {
  constructor(
    private readonly store: DocumentStore,
    private readonly catalogue: () => CatalogueSnapshot,
    private readonly recalculate: RecalculateCart,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async get(id: string, storeKey?: string): Promise<Cart | undefined> {
    const cart = this.store.get<Cart>(RESOURCE.cart, id);
    return cart && this.inStore(cart, storeKey) ? this.expanded(cart) : undefined;
  }

  async create(draft: CartDraft, storeKey?: string): Promise<Cart> {
    const now = this.clock();
    const { cart, actions } = cartFromDraft(draft, now.toISOString(), storeKey);
    const priced = this.recalculate(this.applyAll(cart, actions, now), now);
    return this.expanded(this.store.insert(RESOURCE.cart, priced, cartLookups(priced)));
  }

  async update(id: string, version: number, actions: readonly CartUpdateAction[], storeKey?: string): Promise<Cart> {
    const current = this.requireInStore(id, storeKey);
    if (current.version !== version) throw concurrentModification(version, current.version);
    if (current.cartState !== 'Active') throw invalidOperation(`The cart '${id}' is ${current.cartState} and can no longer be changed.`);
    if (actions.length === 0) return this.expanded(current);
    const now = this.clock();
    const priced = this.recalculate(this.applyAll(current, actions, now), now);
    // commercetools keeps the version when a batch changes nothing; so does the engine.
    if (sameJson(priced, current)) return this.expanded(current);
    const next = { ...priced, version: version + 1, lastModifiedAt: now.toISOString() };
    return this.expanded(this.store.replace(RESOURCE.cart, version, next, cartLookups(next)));
  }

  async delete(id: string, version: number, storeKey?: string): Promise<Cart> {
    const current = this.requireInStore(id, storeKey);
    this.store.delete(RESOURCE.cart, id, version);
    return this.expanded(current);
  }

  /**
   * Replaces a cart the engine itself changed (order creation marks it Ordered), version-checked.
   * A cart read through the port may come back here: its expansions are not stored.
   */
  replace(cart: Cart, expectedVersion: number): Cart {
    const stored = withoutExpansions(cart);
    return this.expanded(this.store.replace(RESOURCE.cart, expectedVersion, stored, cartLookups(stored)));
  }

  private expanded(cart: Cart): Cart {
    return expandCart(cart, this.catalogue());
  }

  private requireInStore(id: string, storeKey: string | undefined): Cart {
    const cart = this.store.get<Cart>(RESOURCE.cart, id);
    if (!cart) throw notFound(id);
    if (!this.inStore(cart, storeKey)) throw notFoundInStore(id, storeKey!);
    return cart;
  }

  private inStore(cart: Cart, storeKey: string | undefined): boolean {
    return storeKey === undefined || cart.store?.key === storeKey;
  }

  private applyAll(cart: Cart, actions: readonly CartUpdateAction[], now: Date): Cart {
    const context: CartContext = {
      catalogue: this.catalogue(),
      now: now.toISOString(),
      paymentExists: (paymentId) => this.store.get(RESOURCE.payment, paymentId) !== undefined,
      channel: ({ id, key }) => {
        if (id !== undefined) return this.store.get<Channel>(RESOURCE.channel, id);
        return key === undefined ? undefined : this.store.getByKey<Channel>(RESOURCE.channel, key);
      },
    };
    return actions.reduce((next, action) => applyCartAction(next, action, context), cart);
  }
}
