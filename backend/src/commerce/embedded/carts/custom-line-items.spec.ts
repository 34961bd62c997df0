import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Cart, CartUpdateAction } from '@commercetools/platform-sdk';
import { CommerceError } from '../../port/commerce-error.js';
import { generateSeed } from '../../seed/index.js';
import { embeddedCommerce, type EmbeddedCommerce } from '../embedded-commerce.js';

/*
 * Custom line items (the COD fee line) in the engine on the full demo seed, totals checked to the
 * cent against values computed by hand (written next to each expectation):
 *   EX10000081 circular saw blade: SK 2890 EUR cents, HU 1069000 HUF cents (HUF has 2 digits);
 *   EX10000009 deep fryer: SK 18900;
 *   the 'standard' tax category: SK 23 %, HU 27 %, included in the price; parcel fee SK 195, HU 148100,
 *   free from 5900 / 2209900.
 */
const SAW_BLADE = 'EX10000081';
const DEEP_FRYER = 'EX10000009';

const MARKETS = { SK: { currency: 'EUR', store: 'ex-sk' }, HU: { currency: 'HUF', store: 'ex-hu' } } as const;

describe('custom line items in the embedded engine (full demo catalogue)', () => {
  let engine: EmbeddedCommerce;
  beforeAll(() => {
    engine = embeddedCommerce({ file: ':memory:', seed: generateSeed, clock: () => new Date('2026-11-20T12:00:00Z') });
  });
  afterAll(async () => engine.close());

  async function cart(country: keyof typeof MARKETS, actions: CartUpdateAction[]): Promise<Cart> {
    const { currency, store } = MARKETS[country];
    const created = await engine.carts.create(
      { currency, country, shippingAddress: { country }, shippingMethod: { typeId: 'shipping-method', key: 'parcel' } }, store,
    );
    return engine.carts.update(created.id, created.version, actions, store);
  }
  const update = (c: Cart, actions: CartUpdateAction[]) => engine.carts.update(c.id, c.version, actions, c.store?.key);
  const add = (sku: string, quantity = 1): CartUpdateAction => ({ action: 'addLineItem', sku, quantity });
  const fee = (centAmount: number, currencyCode = 'EUR', extra: Partial<CartUpdateAction> = {}): CartUpdateAction => ({
    action: 'addCustomLineItem', name: { en: 'Cash on delivery fee', sk: 'Dobierka' }, slug: 'cod-fee', key: 'cod-fee',
    money: { centAmount, currencyCode }, quantity: 1, taxCategory: { typeId: 'tax-category', key: 'standard' }, priceMode: 'Standard',
    ...extra,
  } as CartUpdateAction);
  const totals = (c: Cart) => ({
    total: c.totalPrice.centAmount, net: c.taxedPrice?.totalNet.centAmount, gross: c.taxedPrice?.totalGross.centAmount,
    shipping: c.shippingInfo?.price.centAmount,
  });
  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(() => undefined, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(CommerceError);
    return error as CommerceError;
  };

  it('changeCustomLineItemMoney re-prices the fee line by key or id (a NET cart\'s fee); an unknown line is a 400', async () => {
    const priced = await cart('SK', [add(SAW_BLADE), fee(290)]);
    const byKey = await update(priced, [{ action: 'changeCustomLineItemMoney', customLineItemKey: 'cod-fee', money: { centAmount: 236, currencyCode: 'EUR' } }]);
    // 2890 + 236 = 3126 < 5900: shipping 195.
    expect(byKey.customLineItems[0]).toMatchObject({ money: { centAmount: 236 }, totalPrice: { centAmount: 236 } });
    expect(byKey.totalPrice.centAmount).toBe(2890 + 236 + 195);
    const id = byKey.customLineItems[0]!.id;
    const byId = await update(byKey, [{ action: 'changeCustomLineItemMoney', customLineItemId: id, money: { centAmount: 290, currencyCode: 'EUR' } }]);
    expect(byId.totalPrice.centAmount).toBe(2890 + 290 + 195);
    const error = await refusal(update(byId, [{ action: 'changeCustomLineItemMoney', customLineItemKey: 'none', money: { centAmount: 1, currencyCode: 'EUR' } }]));
    expect(error.statusCode).toBe(400);
  });

  it('setShippingRateInput selects the rate\'s classification tier: the parcel fee without VAT in a NET cart, back without it', async () => {
    const priced = await cart('SK', [add(SAW_BLADE)]);
    expect(priced.shippingInfo?.price.centAmount).toBe(195);
    // The seed's 'net' tier: 195 / 1.23 = 158.5… → 159.
    const net = await update(priced, [{ action: 'setShippingRateInput', shippingRateInput: { type: 'Classification', key: 'net' } }]);
    expect(net.shippingRateInput).toMatchObject({ type: 'Classification', key: 'net' });
    expect(net.shippingInfo?.price.centAmount).toBe(159);
    const gross = await update(net, [{ action: 'setShippingRateInput' }]);
    expect(gross.shippingRateInput).toBeUndefined();
    expect(gross.shippingInfo?.price.centAmount).toBe(195);
    const error = await refusal(update(gross, [{ action: 'setShippingRateInput', shippingRateInput: { type: 'Score', score: 1 } }]));
    expect(error.statusCode).toBe(400);
  });

  it('SK: prices and taxes a 2.90 EUR fee line at 23 % and counts it in every total', async () => {
    const priced = await cart('SK', [add(SAW_BLADE), fee(290)]);
    // fee net round(290/1.23 = 235.77) = 236, tax 54; line net 2350; shipping (3180 < 5900) 195, net 159.
    const [item] = priced.customLineItems;
    expect(item).toMatchObject({
      key: 'cod-fee', slug: 'cod-fee', quantity: 1, priceMode: 'Standard', name: { en: 'Cash on delivery fee', sk: 'Dobierka' },
      money: { type: 'centPrecision', centAmount: 290, currencyCode: 'EUR', fractionDigits: 2 },
      totalPrice: { type: 'centPrecision', centAmount: 290, currencyCode: 'EUR', fractionDigits: 2 },
      taxRate: { amount: 0.23, includedInPrice: true, country: 'SK' },
      taxedPrice: { totalNet: { centAmount: 236 }, totalGross: { centAmount: 290 }, totalTax: { centAmount: 54 } },
      discountedPricePerQuantity: [],
    });
    expect(item?.taxCategory).toEqual({ typeId: 'tax-category', id: expect.any(String) });
    // 2890 + 290 + 195 = 3375; nets 2350 + 236 + 159 = 2745; one 23 % portion of 630.
    expect(totals(priced)).toEqual({ total: 3375, net: 2745, gross: 3375, shipping: 195 });
    expect(priced.taxedPrice?.taxPortions).toEqual([
      { name: 'VAT 23 % SK', rate: 0.23, amount: { type: 'centPrecision', centAmount: 630, currencyCode: 'EUR', fractionDigits: 2 } },
    ]);
    // totalLineItemQuantity counts line items only (Cart doc); the fee is no line item.
    expect(priced.totalLineItemQuantity).toBe(1);
  });

  it('HU: prices a 1190 HUF fee line at 27 %', async () => {
    const priced = await cart('HU', [add(SAW_BLADE), fee(119_000, 'HUF')]);
    // fee net round(119000/1.27 = 93700.79) = 93701; line net 841732; shipping 148100 (1188000 < 2209900), net 116614.
    expect(priced.customLineItems[0]?.taxedPrice).toMatchObject({ totalNet: { centAmount: 93_701 }, totalGross: { centAmount: 119_000 } });
    // 1069000 + 119000 + 148100 = 1336100; 841732 + 93701 + 116614 = 1052047.
    expect(totals(priced)).toEqual({ total: 1_336_100, net: 1_052_047, gross: 1_336_100, shipping: 148_100 });
  });

  // Reading chosen: the fee counts toward the free-shipping threshold, as on the platform
  // ("Free shipping is applied if the sum of the (Custom) Line Item Prices reaches" freeAbove).
  it('SK: the fee counts toward the free-shipping threshold (5780 + 290 >= 5900)', async () => {
    const without = await cart('SK', [add(SAW_BLADE, 2)]);
    expect(totals(without)).toEqual({ total: 5975, net: expect.any(Number), gross: 5975, shipping: 195 });
    const withFee = await update(without, [fee(290)]);
    // 2 × 2890 = 5780 (no volume tier below 3); + 290 = 6070 >= 5900: shipping free; nets 4699 + 236.
    expect(totals(withFee)).toEqual({ total: 6070, net: 4935, gross: 6070, shipping: 0 });
  });

  it('SK: a line-item discount code leaves the fee line as it is', async () => {
    const priced = await cart('SK', [add(SAW_BLADE), fee(290), { action: 'addDiscountCode', code: 'WELCOME10' }]);
    // WELCOME10 targets line items: 2890 × 0.9 = 2601; the fee stays 290; shipping 195 (2891 < 5900).
    expect(priced.lineItems[0]?.totalPrice.centAmount).toBe(2601);
    expect(priced.customLineItems[0]?.totalPrice.centAmount).toBe(290);
    expect(priced.customLineItems[0]?.discountedPricePerQuantity).toEqual([]);
    expect(priced.totalPrice.centAmount).toBe(2601 + 290 + 195);
  });

  it("SK: the fee is part of the cart predicates' totalPrice (BIG50 needs 500 EUR)", async () => {
    const below = await cart('SK', [add(DEEP_FRYER, 2), { action: 'addDiscountCode', code: 'BIG50' }]);
    expect(below.discountCodes.map((code) => code.state)).toEqual(['DoesNotMatchCart']);
    // 37800 + 12200 = 50000 >= 500.00 EUR: BIG50 takes 5000 off the two fryers (2500 each), not off the fee.
    const reached = await update(below, [fee(12_200, 'EUR', { slug: 'service', key: 'service' })]);
    expect(reached.discountCodes.map((code) => code.state)).toEqual(['MatchesCart']);
    expect(reached.lineItems[0]?.totalPrice.centAmount).toBe(32_800);
    expect(reached.customLineItems[0]?.totalPrice.centAmount).toBe(12_200);
    expect(reached.totalPrice.centAmount).toBe(45_000);
  });

  it('adds to the quantity of an identical fee line, and refuses a different one with the same slug', async () => {
    const twice = await cart('SK', [add(SAW_BLADE), fee(290), fee(290, 'EUR', { key: undefined })]);
    expect(twice.customLineItems.map((item) => [item.quantity, item.totalPrice.centAmount])).toEqual([[2, 580]]);
    const error = await refusal(update(twice, [fee(300, 'EUR', { key: 'other' })]));
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('InvalidOperation');
    expect(error.message).toContain("slug 'cod-fee'");
  });

  it('removes the fee line by key and by id, and the totals drop back', async () => {
    const base = await cart('SK', [add(SAW_BLADE)]);
    const withFee = await update(base, [fee(290)]);
    const byKey = await update(withFee, [{ action: 'removeCustomLineItem', customLineItemKey: 'cod-fee' }]);
    expect(byKey.customLineItems).toEqual([]);
    expect(totals(byKey)).toEqual(totals(base));
    const again = await update(byKey, [fee(290)]);
    const byId = await update(again, [{ action: 'removeCustomLineItem', customLineItemId: again.customLineItems[0]!.id }]);
    expect(byId.customLineItems).toEqual([]);
    const missing = await refusal(update(byId, [{ action: 'removeCustomLineItem', customLineItemKey: 'cod-fee' }]));
    expect([missing.statusCode, missing.message]).toEqual([400, "A custom line item with key 'cod-fee' not found."]);
  });

  it.each([
    ['without a tax category in Platform tax mode', { taxCategory: undefined }, 'needs a taxCategory'],
    ['with an unknown tax category', { taxCategory: { typeId: 'tax-category', key: 'nope' } }, "key 'nope' was not found"],
    ['in another currency', { money: { centAmount: 290, currencyCode: 'CZK' } }, "is in 'CZK' but the cart is in 'EUR'"],
    ['with a bad slug', { slug: 'cod fee' }, "slug 'cod fee' must match"],
    ['with quantity 0', { quantity: 0 }, "Quantity '0' is not valid"],
  ])('refuses a fee line %s with 400 and leaves the cart as it was', async (_, extra, message) => {
    const base = await cart('SK', [add(SAW_BLADE)]);
    const error = await refusal(update(base, [fee(290, 'EUR', extra as Partial<CartUpdateAction>)]));
    expect(error.statusCode).toBe(400);
    expect(error.message).toContain(message);
    expect((await engine.carts.get(base.id))?.version).toBe(base.version);
  });

  it('the order created from the cart carries the fee line with its prices and the same totals', async () => {
    const priced = await cart('SK', [add(SAW_BLADE), fee(290)]);
    const order = await engine.orders.createFromCart(
      { cart: { typeId: 'cart', id: priced.id }, version: priced.version, orderNumber: `SK-CLI-${priced.id.slice(0, 8)}` }, 'ex-sk',
    );
    expect(order.customLineItems).toEqual(priced.customLineItems);
    expect(order.customLineItems[0]).toMatchObject({ id: priced.customLineItems[0]!.id, slug: 'cod-fee', quantity: 1, totalPrice: { centAmount: 290 } });
    expect(order.totalPrice.centAmount).toBe(3375);
    expect(order.taxedPrice?.totalGross.centAmount).toBe(3375);
  });
});
