import type {
  Cart, Order, OrderFromCartDraft, OrderUpdateAction, PaymentReference, PaymentResourceIdentifier, TypeResourceIdentifier,
} from '@commercetools/platform-sdk';
import { concurrentModification, resourceNotFound } from '../../port/commerce-error.js';
import type { OrderPort, OrderQuery } from '../../port/order-port.js';
import type { PagedResult } from '../../port/price-context.js';
import { RESOURCE } from '../catalogue/resource-types.js';
import { duplicateField, referencedResourceNotFound } from '../../port/platform-errors.js';
import { sameJson } from '../same-json.js';
import type { DocumentStore, Versioned } from '../store/document-store.js';
import { applyOrderAction } from './actions/apply-order-action.js';
import type { OrderContext } from './actions/order-context.js';
import { orderCustom } from './order-custom.js';
import {
  cartAlreadyOrdered, cartNotFound, cartNotOrderable, cartWithoutLineItems, cartWithoutShippingAddress,
  nonApplicableCode, notFoundInStore, requiredField, shippingMethodDoesNotMatchCart,
} from './order-errors.js';
import { orderDraftValues, orderFromCart } from './order-from-cart.js';
import { codeOfCustomer, orderLookups } from './order-lookups.js';
import { compareOrders, parseOrderSort, requirePage } from './order-query.js';

/**
 * How the orders reach the carts: only to mark one Ordered. `EmbeddedCarts` is one (its
 * `replace`). It must write to the same database as the orders' store, so the order and the
 * cart's new state commit in one transaction.
 */
export interface OrderableCarts {
  replace(cart: Cart, expectedVersion: number): Cart;
}

/** Carts that may still be ordered: Frozen carts are meant to be (their prices are fixed for checkout). */
const ORDERABLE_CART_STATES: readonly string[] = ['Active', 'Frozen'];

/**
 * Orders of the embedded engine. An order is created from a cart exactly once: reading the
 * cart, every check, writing the order and marking the cart Ordered are one store transaction,
 * which SQLite serialises (BEGIN IMMEDIATE) across connections and processes. So concurrent
 * attempts for one cart, in this process or another one on the same file, yield one order and
 * the others fail with `cartAlreadyOrdered`; the 'cart' lookup is checked in the same
 * transaction, so no path writes a second order for a cart.
 */
/** What an order does to stock (the cart's inventory mode), inside the order's transaction. */
export interface OrderStock {
  applyOrder(cart: Cart, now: string): void;
}

export class EmbeddedOrders implements OrderPort {
  private readonly store: DocumentStore;
  private readonly carts: OrderableCarts;
  private readonly clock: () => Date;
  private readonly stock: OrderStock | undefined;

  constructor(store: DocumentStore, carts: OrderableCarts, clock: () => Date = () => new Date(), stock?: OrderStock) {
    this.store = store;
    this.carts = carts;
    this.clock = clock;
    this.stock = stock;
  }

  async createFromCart(draft: OrderFromCartDraft, storeKey?: string): Promise<Order> {
    const values = orderDraftValues(draft);
    if (!Number.isSafeInteger(draft.version)) throw requiredField('version');
    return this.store.transaction(() => {
      const cart = this.cartInStore(draft, storeKey);
      if (cart.cartState === 'Ordered') throw cartAlreadyOrdered(cart.id);
      if (!ORDERABLE_CART_STATES.includes(cart.cartState)) throw cartNotOrderable(cart);
      if (cart.version !== draft.version) throw concurrentModification(draft.version, cart.version);
      // A cart rewritten back to Active after ordering must still not get a second order.
      if (this.store.findIds(RESOURCE.order, 'cart', cart.id).length > 0) throw cartAlreadyOrdered(cart.id);
      if (cart.lineItems.length === 0) throw cartWithoutLineItems(cart.id);
      if (!cart.shippingAddress) throw cartWithoutShippingAddress(cart.id);
      if (cart.shippingInfo?.shippingMethodState === 'DoesNotMatchCart') throw shippingMethodDoesNotMatchCart();
      const code = nonApplicableCode(cart);
      if (code) throw code;
      if (values.orderNumber !== undefined && this.store.findIds(RESOURCE.order, 'orderNumber', values.orderNumber).length > 0) {
        throw duplicateField('orderNumber', values.orderNumber);
      }
      const now = this.clock().toISOString();
      const custom = orderCustom(cart.custom, draft.custom, (a, b) => this.sameType(a, b));
      const order = orderFromCart(cart, values, custom, now);
      this.stock?.applyOrder(cart, now);
      this.store.insert(RESOURCE.order, order, orderLookups(order));
      this.carts.replace({ ...cart, cartState: 'Ordered', version: cart.version + 1, lastModifiedAt: now }, cart.version);
      return order;
    });
  }

  async byId(id: string, storeKey?: string): Promise<Order | undefined> {
    return this.inStore(this.store.get<Order>(RESOURCE.order, id), storeKey);
  }

  async byOrderNumber(orderNumber: string, storeKey?: string): Promise<Order | undefined> {
    return this.inStore(this.store.find<Order>(RESOURCE.order, 'orderNumber', orderNumber)[0], storeKey);
  }

  /** The order created from a cart, if any: what makes order creation idempotent for the caller. */
  async byCart(cartId: string, storeKey?: string): Promise<Order | undefined> {
    return this.inStore(this.store.find<Order>(RESOURCE.order, 'cart', cartId)[0], storeKey);
  }

  async byCustomer(customerId: string, query: OrderQuery, storeKey?: string): Promise<PagedResult<Order>> {
    const sort = parseOrderSort(query.sort);
    const { limit, offset } = requirePage(query);
    const orders = this.store.find<Order>(RESOURCE.order, 'customer', customerId)
      .filter((order) => storeKey === undefined || order.store?.key === storeKey)
      .sort(compareOrders(sort));
    const results = orders.slice(offset, offset + limit);
    return { limit, offset, count: results.length, total: orders.length, results };
  }

  /**
   * One batch in one store transaction, as the payments do: the version check, every action
   * (applied to a copy) and the write all happen or none does. A batch that changes nothing keeps
   * the version, as commercetools (and the carts) do; any other adds one and stamps lastModifiedAt.
   */
  async update(id: string, version: number, actions: readonly OrderUpdateAction[], storeKey?: string): Promise<Order> {
    return this.store.transaction(() => {
      const current = this.store.get<Order>(RESOURCE.order, id);
      if (!current) throw resourceNotFound(id);
      if (!this.inStore(current, storeKey)) throw notFoundInStore(id, storeKey!);
      if (current.version !== version) throw concurrentModification(version, current.version);
      const context = this.context();
      const changed = actions.reduce((order, action) => applyOrderAction(order, action, context), current);
      if (sameJson(changed, current)) return current;
      const next: Order = { ...changed, id: current.id, version: version + 1, lastModifiedAt: this.clock().toISOString() };
      return this.store.replace(RESOURCE.order, version, next, orderLookups(next));
    });
  }

  /**
   * How often a discount code was applied, counted as commercetools counts it: orders created
   * with it; with `customerId`, that customer's orders. Matches the pricing catalogue's
   * `discountCodeApplications` (maxApplications, maxApplicationsPerCustomer).
   */
  discountCodeApplications(discountCodeId: string, customerId?: string): number {
    return customerId === undefined
      ? this.store.findIds(RESOURCE.order, 'discountCode', discountCodeId).length
      : this.store.findIds(RESOURCE.order, 'discountCodeOfCustomer', codeOfCustomer(discountCodeId, customerId)).length;
  }

  /** The cart of the draft (`cart` by id or key; the deprecated `id` too), in the store when one is given. */
  private cartInStore(draft: OrderFromCartDraft, storeKey: string | undefined): Cart {
    const id = draft.cart?.id ?? draft.id;
    const key = draft.cart?.key;
    const reference = id ?? key;
    if (reference === undefined) throw requiredField('cart');
    const cart = id !== undefined ? this.store.get<Cart>(RESOURCE.cart, id) : this.store.getByKey<Cart>(RESOURCE.cart, reference);
    if (!cart) throw cartNotFound(reference);
    if (storeKey !== undefined && cart.store?.key !== storeKey) throw notFoundInStore(cart.id, storeKey);
    return cart;
  }

  private inStore(order: Order | undefined, storeKey: string | undefined): Order | undefined {
    return order && (storeKey === undefined || order.store?.key === storeKey) ? order : undefined;
  }

  private context(): OrderContext {
    return { payment: (identifier) => this.paymentReference(identifier) };
  }

  private paymentReference(identifier: PaymentResourceIdentifier | undefined): PaymentReference {
    if (identifier?.id === undefined && identifier?.key === undefined) throw requiredField('payment');
    const found = identifier.id !== undefined
      ? this.store.get<Versioned>(RESOURCE.payment, identifier.id)
      : identifier.key !== undefined ? this.store.getByKey<Versioned>(RESOURCE.payment, identifier.key) : undefined;
    if (!found) throw referencedResourceNotFound('payment', identifier);
    return { typeId: 'payment', id: found.id };
  }

  /** A Type named by id or by key: keys are resolved through the stored types when possible. */
  private sameType(a: TypeResourceIdentifier, b: TypeResourceIdentifier): boolean {
    const canonical = (type: TypeResourceIdentifier): string | undefined =>
      type.id ?? (type.key !== undefined ? (this.store.getByKey<Versioned>(RESOURCE.type, type.key)?.id ?? `key:${type.key}`) : undefined);
    const left = canonical(a);
    return left !== undefined && left === canonical(b);
  }
}
