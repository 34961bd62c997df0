import type { Cart, CartDraft } from '@commercetools/platform-sdk';
import { CatalogueSnapshot } from '../catalogue/catalogue-snapshot.js';
import { importSeed } from '../catalogue/import-seed.js';
import { MINI_SEED } from '../catalogue/mini-seed.fixture.js';
import { EmbeddedCarts } from '../carts/embedded-carts.js';
import { recalculateCart } from '../pricing/index.js';
import { pricingView } from '../catalogue/pricing-view.js';
import { EmbeddedPayments } from '../payments/embedded-payments.js';
import { openDatabase } from '../store/database.js';
import { DocumentStore } from '../store/document-store.js';
import { EmbeddedOrders } from './embedded-orders.js';

/**
 * A real engine over the mini seed for the order and payment specs: SQLite store (in memory or a
 * file), the catalogue snapshot, carts priced by the real pricing module, orders and payments.
 * The clock is the test's: every `tick` moves it one minute, so createdAt orders are distinct.
 */
export interface TestEngine {
  readonly store: DocumentStore;
  readonly carts: EmbeddedCarts;
  readonly orders: EmbeddedOrders;
  readonly payments: EmbeddedPayments;
  readonly clock: () => Date;
  tick(): void;
  close(): void;
}

export const STORE_KEY = 'ex-sk';
export const SKU = 'EX10012345';

export function testEngine(file = ':memory:', busyTimeoutMs?: number): TestEngine {
  const db = openDatabase(file, busyTimeoutMs);
  const store = new DocumentStore(db);
  importSeed(store, MINI_SEED, '2026-01-01T00:00:00.000Z');
  let now = Date.parse('2026-03-01T09:00:00.000Z');
  const clock = () => new Date(now);
  const snapshot = new CatalogueSnapshot(store);
  let orders: EmbeddedOrders | undefined;
  const pricing = pricingView(() => snapshot, (id, customerId) => orders?.discountCodeApplications(id, customerId) ?? 0);
  const carts = new EmbeddedCarts(store, () => snapshot, (cart, at) => recalculateCart(cart, pricing, at), clock);
  orders = new EmbeddedOrders(store, carts, clock);
  const payments = new EmbeddedPayments(store, clock);
  return { store, carts, orders, payments, clock, tick: () => { now += 60_000; }, close: () => db.close() };
}

const SK_ADDRESS = { firstName: 'Jana', lastName: 'Nováková', streetName: 'Hlavná', streetNumber: '1', postalCode: '81101', city: 'Bratislava', country: 'SK' };

/** A cart ready for checkout in the Slovak store: two bench drills, addresses, e-mail, parcel shipping. */
export const checkoutDraft = (extra: Partial<CartDraft> = {}): CartDraft => ({
  currency: 'EUR',
  country: 'SK',
  customerEmail: 'jana@example.sk',
  shippingAddress: SK_ADDRESS,
  billingAddress: SK_ADDRESS,
  lineItems: [{ sku: SKU, quantity: 2 }],
  shippingMethod: { typeId: 'shipping-method', key: 'parcel' },
  ...extra,
});

/** In the Slovak store unless `storeKey` says otherwise; null: a cart of no store. */
export const checkoutCart = (engine: TestEngine, extra: Partial<CartDraft> = {}, storeKey: string | null = STORE_KEY): Promise<Cart> =>
  engine.carts.create(checkoutDraft(extra), storeKey ?? undefined);
