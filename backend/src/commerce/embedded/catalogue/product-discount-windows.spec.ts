import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Cart } from '@commercetools/platform-sdk';
import type { SeedData } from '../../seed/seed-data.js';
import { embeddedCommerce, type EmbeddedCommerce } from '../embedded-commerce.js';
import { MINI_SEED } from './mini-seed.fixture.js';

const SK = { country: 'SK', currency: 'EUR', storeKey: 'ex-sk', languages: ['en'] } as const;
const SKU = 'EX10012345';

/** The mini seed's drill (349.00 EUR) with a 10 % product discount from `validFrom` until `validUntil`. */
const withSale = (window: { validFrom?: string; validUntil?: string }): SeedData => ({
  ...MINI_SEED,
  productDiscounts: [{
    key: 'drill-sale', name: { en: 'Drill sale' }, value: { type: 'relative', permyriad: 1000 },
    predicate: `sku in ("${SKU}")`, sortOrder: '0.5', isActive: true, ...window,
  }],
});

/*
 * A product discount's validity is decided at the time of each call, not when the engine started:
 * the engine runs on the test's clock, which the tests move past a window's boundary between two
 * calls (no sleeping).
 */
describe('product discounts whose window starts or ends while the engine runs', () => {
  let now: number;
  let engine: EmbeddedCommerce;
  const start = (seed: SeedData, at: string) => {
    now = Date.parse(at);
    engine = embeddedCommerce({ file: ':memory:', seed: () => seed, clock: () => new Date(now) });
  };
  afterEach(async () => engine.close());

  const price = async () => (await engine.catalogue.productsBySkus([SKU], SK))[0]?.masterVariant.price;
  const cartWithDrill = async (): Promise<Cart> => {
    const cart = await engine.carts.create({ currency: 'EUR', country: 'SK', shippingAddress: { country: 'SK' } }, 'ex-sk');
    return engine.carts.update(cart.id, cart.version, [{ action: 'addLineItem', sku: SKU, quantity: 1 }], 'ex-sk');
  };
  // Any update re-prices the cart's lines from the catalogue as of that call.
  const touch = (cart: Cart) => engine.carts.update(cart.id, cart.version, [{ action: 'setCustomerEmail', email: `${cart.version}@example.sk` }], 'ex-sk');

  describe('a sale that starts at 10:00', () => {
    beforeEach(() => start(withSale({ validFrom: '2026-05-04T10:00:00.000Z' }), '2026-05-04T09:59:59.999Z'));

    it('shows the standard price before, and the sale price from the next read once the clock reaches 10:00', async () => {
      expect(await price()).toMatchObject({ value: { centAmount: 34900 } });
      expect((await price())?.discounted).toBeUndefined();
      now = Date.parse('2026-05-04T10:00:00.000Z');
      // 349.00 − 10 % = 314.10.
      expect((await price())?.discounted?.value.centAmount).toBe(31410);
    });

    it('prices a cart line at the sale price on the first update after 10:00', async () => {
      const cart = await cartWithDrill();
      expect(cart.lineItems[0]?.price.discounted).toBeUndefined();
      expect(cart.totalPrice.centAmount).toBe(34900);
      now = Date.parse('2026-05-04T10:00:00.000Z');
      const repriced = await touch(cart);
      expect(repriced.lineItems[0]?.price.discounted?.value.centAmount).toBe(31410);
      expect(repriced.totalPrice.centAmount).toBe(31410);
    });
  });

  describe('a sale that ends at 18:00', () => {
    beforeEach(() => start(withSale({ validFrom: '2026-05-01T00:00:00.000Z', validUntil: '2026-05-04T18:00:00.000Z' }), '2026-05-04T17:59:59.999Z'));

    it('shows the sale price before, and the standard price from the next read once the clock reaches 18:00', async () => {
      expect((await price())?.discounted?.value.centAmount).toBe(31410);
      now = Date.parse('2026-05-04T18:00:00.000Z');
      expect(await price()).toMatchObject({ value: { centAmount: 34900 } });
      expect((await price())?.discounted).toBeUndefined();
    });

    it('prices a cart line at the standard price again on the first update after 18:00', async () => {
      const cart = await cartWithDrill();
      expect(cart.totalPrice.centAmount).toBe(31410);
      now = Date.parse('2026-05-04T18:00:00.000Z');
      const repriced = await touch(cart);
      expect(repriced.lineItems[0]?.price.discounted).toBeUndefined();
      expect(repriced.totalPrice.centAmount).toBe(34900);
    });
  });

  it('decides validity once per stretch of synchronous work: calls started together see one catalogue (reading chosen in live-catalogue.ts)', async () => {
    start(withSale({ validFrom: '2026-05-04T10:00:00.000Z' }), '2026-05-04T09:59:59.999Z');
    const before = engine.catalogue.productsBySkus([SKU], SK);
    now = Date.parse('2026-05-04T10:00:00.000Z');
    const startedTogether = engine.catalogue.productsBySkus([SKU], SK);
    expect((await before)[0]?.masterVariant.price?.discounted).toBeUndefined();
    expect((await startedTogether)[0]?.masterVariant.price?.discounted).toBeUndefined();
    expect((await price())?.discounted?.value.centAmount).toBe(31410);
  });

  it('follows a clock that goes back across a boundary too (a corrected system clock)', async () => {
    start(withSale({ validFrom: '2026-05-04T10:00:00.000Z' }), '2026-05-04T10:00:00.000Z');
    expect((await price())?.discounted?.value.centAmount).toBe(31410);
    now = Date.parse('2026-05-04T09:59:59.999Z');
    expect((await price())?.discounted).toBeUndefined();
  });
});
