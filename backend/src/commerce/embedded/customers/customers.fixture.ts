import type { Cart, LineItem } from '@commercetools/platform-sdk';
import { EmbeddedCarts } from '../carts/embedded-carts.js';
import { CatalogueSnapshot } from '../catalogue/catalogue-snapshot.js';
import { importSeed } from '../catalogue/import-seed.js';
import { MINI_SEED } from '../catalogue/mini-seed.fixture.js';
import { pricingView } from '../catalogue/pricing-view.js';
import { recalculateCart } from '../pricing/recalculate-cart.js';
import { openDatabase } from '../store/database.js';
import { DocumentStore } from '../store/document-store.js';
import { EmbeddedCustomers } from './embedded-customers.js';
import { passwordHashCostFromEnv } from './password-hash-cost.js';

/** The mini seed's published drill (349.00 EUR in SK) and a second product, so carts can differ. */
export const DRILL_SKU = 'EX10012345';
export const BENCH_SKU = 'EX10077777';
export const STORE = 'ex-sk';

const en = (text: string) => ({ en: text });

/** The mini seed plus a second published product and the shop's customer and address types. */
const SEED = {
  ...MINI_SEED,
  types: [
    ...MINI_SEED.types,
    { key: 'customer-fields', name: en('Customer'), resourceTypeIds: ['customer' as const], fieldDefinitions: [] },
    { key: 'address-fields', name: en('Address'), resourceTypeIds: ['address' as const], fieldDefinitions: [] },
  ],
  products: [
    ...MINI_SEED.products,
    {
      key: 'workbench-wb1', productType: { typeId: 'product-type' as const, key: 'standard_product' }, name: en('Workbench WB-1'),
      slug: en('workbench-wb-1-10077777'), taxCategory: { typeId: 'tax-category' as const, key: 'standard' }, publish: true,
      masterVariant: { sku: BENCH_SKU, prices: [{ value: { centAmount: 12900, currencyCode: 'EUR' }, country: 'SK' }] },
    },
  ],
};

/**
 * A whole engine over an in-memory SQLite: seeded catalogue, real carts priced by the real
 * pricing core, the customers under test, and a clock the test moves by hand.
 */
export function customersEngine() {
  const store = new DocumentStore(openDatabase(':memory:'));
  importSeed(store, SEED, '2025-01-01T00:00:00.000Z');
  const snapshot = new CatalogueSnapshot(store);
  const pricing = pricingView(() => snapshot, () => 0);
  let now = new Date('2025-03-01T10:00:00.000Z');
  const clock = () => now;
  const carts = new EmbeddedCarts(store, () => snapshot, (cart, at) => recalculateCart(cart, pricing, at), clock);
  // The configured cost, as the engine takes it: test-sized under jest (see password-hash-cost.ts).
  const customers = new EmbeddedCustomers(store, carts, clock, passwordHashCostFromEnv(process.env));

  /** Moves the clock on, so every write gets a later lastModifiedAt than the one before. */
  const advance = (minutes = 1): void => {
    now = new Date(now.getTime() + minutes * 60_000);
  };

  /** A cart in the Slovak store with these SKUs and quantities. */
  const cartWith = async (lines: Record<string, number>, owner: { anonymousId?: string; customerId?: string } = {}): Promise<Cart> => {
    advance();
    return carts.create({
      currency: 'EUR', country: 'SK', shippingAddress: { country: 'SK' }, ...owner,
      lineItems: Object.entries(lines).map(([sku, quantity]) => ({ sku, quantity })),
    }, STORE);
  };

  return { store, snapshot, carts, customers, clock, advance, cartWith };
}

/** SKU → quantity of a cart, the way the tests compare carts. */
export const quantities = (cart: Cart | undefined): Record<string, number> =>
  Object.fromEntries((cart?.lineItems ?? []).map((line: LineItem) => [line.variant.sku ?? '', line.quantity]));

/** The CommerceError (or other error) a call fails with. */
export async function failure(call: () => Promise<unknown>): Promise<{ statusCode?: number; code?: string; message: string; errors?: unknown[]; currentVersion?: number }> {
  try {
    await call();
  } catch (error) {
    return error as { statusCode?: number; code?: string; message: string };
  }
  throw new Error('expected the call to fail');
}
