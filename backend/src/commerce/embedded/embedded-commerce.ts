import type { Cart, Price } from '@commercetools/platform-sdk';
import { invalidInput } from '../port/commerce-error.js';
import type { CommercePort } from '../port/commerce-port.js';
import type { PriceContext } from '../port/price-context.js';
import { EmbeddedCatalogue } from './catalogue/embedded-catalogue.js';
import { LiveCatalogue } from './catalogue/live-catalogue.js';
import { ProductChangeLog } from './catalogue/product-change-log.js';
import { pricingView } from './catalogue/pricing-view.js';
import { RESOURCE } from './catalogue/resource-types.js';
import { seedOnce } from './catalogue/seed-once.js';
import type { SeedData } from '../seed/seed-data.js';
import { EmbeddedCarts } from './carts/embedded-carts.js';
import { EmbeddedCustomers } from './customers/embedded-customers.js';
import { passwordHashCostFromEnv } from './customers/password-hash-cost.js';
import type { ScryptCost } from './customers/password-hash.js';
import { EmbeddedInventory } from './inventory/embedded-inventory.js';
import { EmbeddedOrders } from './orders/embedded-orders.js';
import { EmbeddedPayments } from './payments/embedded-payments.js';
import { isPricingError, matchingShippingMethods, recalculateCart } from './pricing/index.js';
import { selectRememberedPrice } from './pricing/remembered-price-selection.js';
import { lineSnapshotCodec } from './carts/line-snapshot-codec.js';
import { openDatabase } from './store/database.js';
import { DocumentStore } from './store/document-store.js';
import { SnapshotTable } from './store/snapshot-table.js';

/** Carts and stock are read again and again while shoppers shop; orders and customers far less. */
const CART_CACHE_CAPACITY = 10_000;
const INVENTORY_CACHE_CAPACITY = 50_000;

export interface EmbeddedOptions {
  /** The SQLite file; ':memory:' for a throw-away engine. */
  readonly file: string;
  /** Loaded once, into an empty database (first start), by one process when several start together. */
  readonly seed?: () => SeedData;
  /** The engine's time, read at every call: validity windows (product discounts included) are decided against it. */
  readonly clock?: () => Date;
  /**
   * The scrypt cost of new password hashes; PASSWORD_HASH_COST of process.env when not given, so
   * every engine a test builds takes the test-sized cost the configuration gives under jest.
   */
  readonly passwordHashCost?: ScryptCost;
}

export interface EmbeddedCommerce extends CommercePort {
  readonly store: DocumentStore;
  readonly carts: EmbeddedCarts;
  readonly orders: EmbeddedOrders;
  /** Whether this start loaded the seed (an empty database). */
  readonly seeded: boolean;
}

/**
 * The default commerce engine: SQLite on this machine, commercetools semantics. Seeds the demo
 * shop into an empty database so `npm start` sells real products on a newcomer's machine.
 */
export function embeddedCommerce(options: EmbeddedOptions): EmbeddedCommerce {
  const clock = options.clock ?? (() => new Date());
  // Before the database is opened: a refused PASSWORD_HASH_COST stops start-up with nothing written.
  const passwordHashCost = options.passwordHashCost ?? passwordHashCostFromEnv(process.env);
  const db = openDatabase(options.file);
  const store = new DocumentStore(db);
  const snapshots = new SnapshotTable(db);
  store.afterTransaction((committed) => snapshots.settle(committed));
  store.useCodec(RESOURCE.cart, lineSnapshotCodec(snapshots));
  store.cacheDocuments(RESOURCE.cart, CART_CACHE_CAPACITY);
  store.cacheDocuments(RESOURCE.inventoryEntry, INVENTORY_CACHE_CAPACITY);
  const seeded = options.seed !== undefined && seedOnce(db, store, options.seed, clock());

  const liveCatalogue = new LiveCatalogue(db, store, clock);
  const productChanges = new ProductChangeLog(db, store);
  const current = () => liveCatalogue.current();
  let orders: EmbeddedOrders | undefined;
  const pricing = pricingView(current, (id, customerId) => orders?.discountCodeApplications(id, customerId) ?? 0);

  // The pricing core throws its own typed error; callers of the port see commercetools' shape.
  const recalculate = (cart: Cart, now: Date): Cart => {
    try {
      return recalculateCart(cart, pricing, now);
    } catch (error) {
      if (isPricingError(error)) throw invalidInput(error.message, error.code as never, { ...error.details });
      throw error;
    }
  };
  const carts = new EmbeddedCarts(store, current, recalculate, clock);
  const inventory = new EmbeddedInventory(store);
  orders = new EmbeddedOrders(store, carts, clock, inventory);
  const selectForContext = (variant: { prices?: readonly Price[] }, context: PriceContext, now: Date) =>
    selectRememberedPrice(variant.prices, { currency: context.currency, country: context.country, now });
  const catalogue = new EmbeddedCatalogue(store, current, inventory, selectForContext, (cart) => matchingShippingMethods(cart, pricing), productChanges, clock);

  return {
    store,
    seeded,
    catalogue,
    carts,
    orders,
    customers: new EmbeddedCustomers(store, carts, clock, passwordHashCost),
    payments: new EmbeddedPayments(store, clock),
    close: async () => db.close(),
  };
}
