import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Cart, CartUpdateAction } from '@commercetools/platform-sdk';
import { generateSeed } from '../seed/index.js';
import { embeddedCommerce, type EmbeddedCommerce } from './embedded-commerce.js';

/*
 * The full demo seed in the engine, carts in six markets, totals checked to the cent against
 * values computed by hand from the seeded prices (written next to each expectation):
 *   EX10000081 circular saw blade (consumables): 28.90 EUR, 668.90 CZK… → SK/DE 2890, HU 1069000, CH 2790
 *   EX10000009 deep fryer (default group): SK/DE 18900 EUR, CZ 458900 CZK, GB 16900 GBP
 *   EX10000001 combi steamer (freight): SK 615900 EUR
 * Rates: SK 23 %, DE 19 %, CZ 21 %, HU 27 %, CH 8.1 %, GB 20 %, all included in the price.
 * Relative discounts round the discounted unit price half-to-even at each step, highest sortOrder first.
 */
const SAW_BLADE = 'EX10000081';
const DEEP_FRYER = 'EX10000009';
const COMBI_STEAMER = 'EX10000001';

const MARKETS = {
  SK: { currency: 'EUR', store: 'ex-sk' }, DE: { currency: 'EUR', store: 'ex-de' }, CZ: { currency: 'CZK', store: 'ex-cz' },
  HU: { currency: 'HUF', store: 'ex-hu' }, CH: { currency: 'CHF', store: 'ex-ch' }, GB: { currency: 'GBP', store: 'ex-gb' },
} as const;

describe('pricing across markets on the full demo catalogue', () => {
  let engine: EmbeddedCommerce;
  beforeAll(() => {
    engine = embeddedCommerce({ file: ':memory:', seed: generateSeed, clock: () => new Date('2026-11-20T12:00:00Z') });
  });
  afterAll(async () => engine.close());

  async function cart(country: keyof typeof MARKETS, actions: CartUpdateAction[], method = 'parcel'): Promise<Cart> {
    const { currency, store } = MARKETS[country];
    const created = await engine.carts.create(
      { currency, country, shippingAddress: { country }, shippingMethod: { typeId: 'shipping-method', key: method } }, store,
    );
    return engine.carts.update(created.id, created.version, actions, store);
  }
  const add = (sku: string, quantity = 1): CartUpdateAction => ({ action: 'addLineItem', sku, quantity });
  const code = (value: string): CartUpdateAction => ({ action: 'addDiscountCode', code: value });
  const totals = (c: Cart) => ({
    total: c.totalPrice.centAmount, net: c.taxedPrice?.totalNet.centAmount, gross: c.taxedPrice?.totalGross.centAmount,
    shipping: c.shippingInfo?.price.centAmount,
  });

  it('SK: one saw blade below 59 EUR pays the 1.95 parcel fee', async () => {
    // line net round(2890/1.23 = 2349.59) = 2350; shipping net round(195/1.23 = 158.54) = 159.
    expect(totals(await cart('SK', [add(SAW_BLADE)]))).toEqual({ total: 3085, net: 2509, gross: 3085, shipping: 195 });
  });

  it('DE: three saw blades earn the 5 % consumables tier and free shipping', async () => {
    // 2890 × 0.95 = 2745.5 → 2746 (half-even); × 3 = 8238 >= 5900 → free; net round(8238/1.19 = 6922.69) = 6923.
    expect(totals(await cart('DE', [add(SAW_BLADE, 3)]))).toEqual({ total: 8238, net: 6923, gross: 8238, shipping: 0 });
  });

  it('CZ: WELCOME10 takes 10 % off a deep fryer in CZK', async () => {
    // 458900 × 0.9 = 413010 >= 139900 → free; net round(413010/1.21 = 341330.58) = 341331.
    const priced = await cart('CZ', [add(DEEP_FRYER), code('WELCOME10')]);
    expect(totals(priced)).toEqual({ total: 413010, net: 341331, gross: 413010, shipping: 0 });
    expect(priced.discountCodes.map((d) => d.state)).toEqual(['MatchesCart']);
  });

  it('HU: the temporary Hungarian parcel fee of 1481 HUF applies below 22099 HUF', async () => {
    // 1069000 + 148100 = 1217100; nets round(1069000/1.27 = 841732.28) = 841732 and round(148100/1.27 = 116614.17) = 116614.
    expect(totals(await cart('HU', [add(SAW_BLADE)]))).toEqual({ total: 1217100, net: 958346, gross: 1217100, shipping: 148100 });
  });

  it('CH: ten saw blades earn the 15 % tier at 8.1 % Swiss VAT', async () => {
    // 2790 × 0.85 = 2371.5 → 2372; × 10 = 23720; net round(23720/1.081 = 21942.65) = 21943.
    expect(totals(await cart('CH', [add(SAW_BLADE, 10)]))).toEqual({ total: 23720, net: 21943, gross: 23720, shipping: 0 });
  });

  it('GB: WELCOME10 (sortOrder 0.91) applies before the 10 % volume tier (0.12)', async () => {
    // 16900 × 0.9 = 15210; × 0.9 = 13689; × 5 = 68445; net 68445/1.2 = 57037.5 → 57038 (half-even).
    expect(totals(await cart('GB', [add(DEEP_FRYER, 5), code('WELCOME10')]))).toEqual({ total: 68445, net: 57038, gross: 68445, shipping: 0 });
  });

  it('SK: BIG50 needs 500 EUR of goods, then spreads 50 EUR over the units before the volume tier', async () => {
    const below = await cart('SK', [add(DEEP_FRYER, 2), code('BIG50')]);
    // 2 × 189.00 = 378.00 < 500.00: the code does not match; 378.00 >= 59.00 ships free.
    expect(below.discountCodes.map((d) => d.state)).toEqual(['DoesNotMatchCart']);
    expect(below.totalPrice.centAmount).toBe(37800);
    const above = await cart('SK', [add(DEEP_FRYER, 3), code('BIG50')]);
    // 567.00 >= 500.00. 5000 over 3 units: 1667, 1667, 1666 → 17233, 17233, 17234;
    // × 0.95: 16371.35 → 16371, 16371, 16372.3 → 16372; sum 49114; net round(49114/1.23 = 39930.08) = 39930.
    expect(above.discountCodes.map((d) => d.state)).toEqual(['MatchesCart']);
    expect(totals(above)).toEqual({ total: 49114, net: 39930, gross: 49114, shipping: 0 });
  });

  it('SK: SUMMER2025 is expired: adding it is refused (DiscountCodeNonApplicable, TimeRangeNonApplicable)', async () => {
    const refused = await cart('SK', [add(DEEP_FRYER), code('SUMMER2025')]).then(() => undefined, (error: unknown) => error);
    expect(refused).toMatchObject({
      statusCode: 400,
      errors: [{ code: 'DiscountCodeNonApplicable', reason: 'TimeRangeNonApplicable', discountCode: 'SUMMER2025', validUntil: '2025-09-01T00:00:00.000Z' }],
    });
  });

  it('SK: a freight line matches the freight method, not parcel', async () => {
    const parcel = await cart('SK', [add(COMBI_STEAMER)]);
    expect(parcel.shippingInfo?.shippingMethodState).toBe('DoesNotMatchCart');
    const freight = await cart('SK', [add(COMBI_STEAMER)], 'freight');
    // 6159.00 >= 59.00: freight is free above the threshold too.
    expect(freight.shippingInfo?.shippingMethodState).toBe('MatchesCart');
    expect(totals(freight)).toEqual({ total: 615900, net: Math.round(615900 / 1.23), gross: 615900, shipping: 0 });
  });
});
