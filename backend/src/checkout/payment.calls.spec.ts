import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger, type INestApplication } from '@nestjs/common';
import type { Cart, Payment } from '@commercetools/platform-sdk';
import { isValidIban } from '../commerce/seed/bank-details.js';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import { createTestApp } from '../../test/test-app.js';
import { checkoutSkus, fillContactDetails, pairJustUnderLimit, Shopper, type CheckoutSkus } from './checkout-shop.fixture.js';
import type { SeedData } from '../commerce/seed/seed-data.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { DEMO_COD_FEE_CENTS } from '../commerce/seed/cod-fees.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

describe('createCodPayment and createBankPayment (real Nest app, embedded engine, full demo seed)', () => {
  let app: INestApplication;
  let skus: CheckoutSkus;
  let seed: SeedData;
  beforeAll(async () => {
    seed = generateSeed();
    skus = checkoutSkus(seed);
    app = await createTestApp(seed);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app?.close());
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const ref = (cart: Cart) => ({ id: cart.id, version: cart.version });
  /** A shopper with a cart of the given lines in the market of the host. */
  const shopperWith = async (lines: Record<string, number>, host = 'localhost') => {
    const shopper = new Shopper(app);
    let cart: Cart | undefined;
    for (const [sku, quantity] of Object.entries(lines)) {
      const response = await shopper.call('addToCart', [cart ? ref(cart) : {}, { sku, quantity }], 200, host);
      cart = response.body.cart as Cart;
    }
    return { shopper, cart: cart! };
  };
  const gross = (cart: Cart) => (cart.taxedPrice?.totalGross ?? cart.totalPrice).centAmount;

  it("creates a COD payment for the gross total plus the store's fee, sets calculatedCodFee and answers the fee line", async () => {
    const { shopper, cart } = await shopperWith({ [skus.cheap]: 1, [skus.accessory]: 2 });
    const withEmail = await fillContactDetails(app, cart);
    const response = await shopper.call('createCodPayment', [ref(withEmail)]);
    const { payment, cart: paid, codFee } = response.body as { payment: Payment; cart: Cart; codFee: { title: string; amount: unknown } };
    expect(payment).toMatchObject({
      paymentMethodInfo: { paymentInterface: 'cod', method: 'cod', name: { en: 'Cash on delivery' } },
      amountPlanned: { centAmount: gross(withEmail) + DEMO_COD_FEE_CENTS.EUR, currencyCode: 'EUR', fractionDigits: 2 },
      anonymousId: withEmail.anonymousId,
    });
    expect(paid.paymentInfo?.payments.map((p) => p.id)).toEqual([payment.id]);
    // ex-sk's codFee store field in the demo seed: 2.90 EUR.
    const fee = { type: 'centPrecision', centAmount: DEMO_COD_FEE_CENTS.EUR, currencyCode: 'EUR', fractionDigits: 2 };
    expect(paid.custom?.fields['calculatedCodFee']).toEqual(fee);
    expect(codFee.amount).toEqual(fee);
    expect(typeof codFee.title).toBe('string');
    expect(codFee.title.length).toBeGreaterThan(0);
  });

  /** Money as the platform answers it in an EUR cart. */
  const eur = (centAmount: number) => ({ type: 'centPrecision', centAmount, currencyCode: 'EUR', fractionDigits: 2 });
  const net = (c: Cart) => c.taxedPrice?.totalNet.centAmount;

  it('puts the COD fee on the cart as one fee line: store title, 23 % VAT, in the totals, and amountPlanned is the cart total', async () => {
    const { shopper, cart } = await shopperWith({ [skus.cheap]: 1, [skus.accessory]: 2 });
    const before = await fillContactDetails(app, cart);
    expect(before.customLineItems).toEqual([]);
    const { payment, cart: paid } = (await shopper.call('createCodPayment', [ref(before)])).body as { payment: Payment; cart: Cart };
    const title = (seed.stores.find((store) => store.key === 'ex-sk')?.custom?.fields?.['codFeeTitle'] as Record<string, string>)['sk'];
    expect(paid.customLineItems).toHaveLength(1);
    expect(paid.customLineItems[0]).toMatchObject({
      key: 'cod-fee', slug: 'cod-fee', quantity: 1, name: { sk: title }, money: eur(290), totalPrice: eur(290),
      taxRate: { amount: 0.23, includedInPrice: true, country: 'SK' },
      // net round(290 / 1.23 = 235.77) = 236, VAT 54.
      taxedPrice: { totalNet: eur(236), totalGross: eur(290), totalTax: eur(54) },
    });
    // The shipping stays as it was, so the totals grow by exactly the fee and its net.
    expect(paid.shippingInfo?.price).toEqual(before.shippingInfo?.price);
    expect(gross(paid)).toBe(gross(before) + 290);
    expect(paid.totalPrice.centAmount).toBe(before.totalPrice.centAmount + 290);
    expect(net(paid)).toBe(net(before)! + 236);
    expect(payment.amountPlanned.centAmount).toBe(gross(paid));
    expect(payment.amountPlanned.centAmount).toBe(paid.totalPrice.centAmount);
    // The item counts of the rules never see the fee line.
    expect(paid.lineItems.map((line) => line.quantity)).toEqual(before.lineItems.map((line) => line.quantity));
  });

  it('a second COD choice replaces the fee line instead of adding another; bank transfer takes it off and pays the total without it', async () => {
    const { shopper, cart } = await shopperWith({ [skus.cheap]: 1 });
    const first = (await shopper.call('createCodPayment', [ref(cart)])).body as { payment: Payment; cart: Cart };
    const second = (await shopper.call('createCodPayment', [ref(first.cart)])).body as { payment: Payment; cart: Cart };
    expect(second.cart.customLineItems.map((item) => [item.key, item.totalPrice.centAmount])).toEqual([['cod-fee', 290]]);
    expect(second.cart.totalPrice).toEqual(first.cart.totalPrice);
    expect(second.payment.amountPlanned.centAmount).toBe(second.cart.totalPrice.centAmount);

    const bank = (await shopper.call('createBankPayment', [ref(second.cart)])).body as { payment: Payment; cart: Cart };
    expect(bank.cart.customLineItems).toEqual([]);
    expect(bank.cart.totalPrice).toEqual(cart.totalPrice);
    expect(bank.cart.taxedPrice).toEqual(cart.taxedPrice);
    expect(bank.payment.amountPlanned.centAmount).toBe(cart.totalPrice.centAmount);
  });

  // Reading chosen (engine, as the platform's freeAbove): the fee line counts toward free shipping.
  it('SK: when the fee takes the goods to the 59 EUR free-shipping threshold, amountPlanned is still exactly the cart total', async () => {
    const [first, second] = pairJustUnderLimit(seed, 5_899, DEMO_COD_FEE_CENTS.EUR - 1);
    const { shopper, cart } = await shopperWith({ [first]: 1, [second]: 1 });
    const goods = cart.lineItems.reduce((total, line) => total + line.totalPrice.centAmount, 0);
    expect(goods).toBeLessThan(5_900);
    expect(goods + DEMO_COD_FEE_CENTS.EUR).toBeGreaterThanOrEqual(5_900);
    expect(cart.shippingInfo?.price.centAmount).toBe(195);
    const { payment, cart: paid } = (await shopper.call('createCodPayment', [ref(cart)])).body as { payment: Payment; cart: Cart };
    expect(paid.shippingInfo?.price.centAmount).toBe(0);
    expect(gross(paid)).toBe(goods + DEMO_COD_FEE_CENTS.EUR);
    expect(payment.amountPlanned.centAmount).toBe(gross(paid));
    expect((await app.get<CommercePort>(COMMERCE_PORT).payments.get(payment.id))?.amountPlanned.centAmount).toBe(gross(paid));
  });

  // Reading chosen (domain cod-eligibility): the COD value limit is held against the total with the fee.
  it('refuses COD in GR when the cart is under 499 EUR but the 2.90 fee takes it over', async () => {
    const [first, second] = pairJustUnderLimit(seed, 49_900, DEMO_COD_FEE_CENTS.EUR);
    const { shopper, cart } = await shopperWith({ [first]: 1, [second]: 1 }, 'gr.localhost');
    expect(gross(cart)).toBeGreaterThan(49_900 - DEMO_COD_FEE_CENTS.EUR);
    expect(gross(cart)).toBeLessThanOrEqual(49_900);
    const response = await shopper.call('createCodPayment', [ref(cart)], 400, 'gr.localhost');
    expect(response.body.errors).toEqual([{
      code: 'value-over-limit',
      total: { centAmount: gross(cart) + DEMO_COD_FEE_CENTS.EUR, currencyCode: 'EUR', fractionDigits: 2 },
      limit: { centAmount: 49_900, currencyCode: 'EUR', fractionDigits: 2 },
    }]);
    const mine = (await shopper.call('getMyCart', [], 200, 'gr.localhost')).body.cart as Cart;
    expect(mine.customLineItems).toEqual([]);
    expect(mine.paymentInfo).toBeUndefined();
  });

  it('replaces the earlier payment rather than stacking, and bank transfer clears the COD fee', async () => {
    const { shopper, cart } = await shopperWith({ [skus.cheap]: 1 });
    const first = (await shopper.call('createCodPayment', [ref(cart)])).body as { payment: Payment; cart: Cart };
    const second = (await shopper.call('createCodPayment', [ref(first.cart)])).body as { payment: Payment; cart: Cart };
    // One payment per cart and method (issue 11, own-payment-once.calls.spec.ts): a repeat answers the same one.
    expect(second.payment.id).toBe(first.payment.id);
    expect(second.cart.paymentInfo?.payments.map((p) => p.id)).toEqual([second.payment.id]);

    const bank = (await shopper.call('createBankPayment', [ref(second.cart)])).body as {
      payment: Payment; cart: Cart; bankDetails: { bic: string; accountOwner: string; institute: string; iban: string };
    };
    expect(bank.cart.paymentInfo?.payments.map((p) => p.id)).toEqual([bank.payment.id]);
    expect(bank.cart.custom?.fields['calculatedCodFee']).toBeUndefined();
    expect(bank.payment).toMatchObject({
      paymentMethodInfo: { paymentInterface: 'bank_transfer', method: 'bank_transfer', name: { en: 'Bank transfer' } },
      // The COD cart's total held the fee line; bank transfer took it off.
      amountPlanned: { centAmount: gross(second.cart) - DEMO_COD_FEE_CENTS.EUR, currencyCode: 'EUR' },
    });
    expect(bank.bankDetails).toMatchObject({ bic: 'DEMOSK20', accountOwner: expect.any(String), institute: expect.stringContaining('Demo Bank') });
    expect(bank.bankDetails.iban.startsWith('SK')).toBe(true);
    expect(isValidIban(bank.bankDetails.iban)).toBe(true);
  });

  it('answers the bank details of the market store (DE)', async () => {
    const { shopper, cart } = await shopperWith({ [skus.cheap]: 1 }, 'de.localhost');
    const response = await shopper.call('createBankPayment', [ref(cart)], 200, 'de.localhost');
    expect(response.body.bankDetails.bic).toBe('DEMODE20');
    expect(response.body.bankDetails.iban.startsWith('DE')).toBe(true);
  });

  it('logs an error when the cart has no customer e-mail, and still creates the payment', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error');
    const { shopper, cart } = await shopperWith({ [skus.cheap]: 1 });
    await shopper.call('createCodPayment', [ref(cart)]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`cart ${cart.id}, which has no customer e-mail`));
  });

  it.each([
    ['SK over 2,500 EUR', 'localhost', () => ({ [skus.overSkLimit]: 1 }), ['value-over-limit'], 'above the limit of 2500.00 EUR'],
    ['GR over 499 EUR', 'gr.localhost', () => ({ [skus.overGrLimit]: 1 }), ['value-over-limit'], 'above the limit of 499.00 EUR'],
    ['DE with a freight item', 'de.localhost', () => ({ [skus.freight]: 1 }), ['freight-not-allowed'], 'freight item'],
    ['DE with 21 items', 'de.localhost', () => ({ [skus.accessory]: 21 }), ['item-count-out-of-range'], 'the cart has 21 items'],
    ['SK with 2 standard products', 'localhost', () => ({ [skus.cheap]: 2 }), ['too-many-standard-items'], '2 standard products, at most 1'],
  ])('refuses COD: %s', async (_, host, lines, codes, text) => {
    const { shopper, cart } = await shopperWith(lines(), host);
    const response = await shopper.call('createCodPayment', [ref(cart)], 400, host);
    expect(response.body.message).toMatch(/^Cash on delivery is not available for this cart: /);
    expect(response.body.message).toContain(text);
    expect(response.body.errors.map((reason: { code: string }) => reason.code)).toEqual(codes);
    const mine = (await shopper.call('getMyCart', [], 200, host)).body.cart as Cart;
    expect(mine.paymentInfo).toBeUndefined();
  });

  it.each([
    ['SK with a freight item (COD for freight is allowed there)', 'localhost', () => ({ [skus.freight]: 1 })],
    ['DE with 20 items', 'de.localhost', () => ({ [skus.accessory]: 20 })],
    ['GR with one item under 499 EUR', 'gr.localhost', () => ({ [skus.cheap]: 1 })],
  ])('allows COD: %s', async (_, host, lines) => {
    const { shopper, cart } = await shopperWith(lines(), host);
    await shopper.call('createCodPayment', [ref(cart)], 200, host);
  });

  it.each(['ie.localhost', 'gb.localhost'])('refuses bank transfer where it is disabled (%s)', async (host) => {
    const { shopper, cart } = await shopperWith({ [skus.cheap]: 1 }, host);
    const response = await shopper.call('createBankPayment', [ref(cart)], 400, host);
    expect(response.body.message).toBe('Bank transfer is not available for this cart: it is not offered in this country');
    expect(response.body.errors).toEqual([{ code: 'disabled-in-country' }]);
  });

  it('does not count an extra guarantee: 20 items and their guarantee may pay by bank transfer', async () => {
    const { shopper, cart: items } = await shopperWith({ [skus.accessory]: 20 });
    const guarantee = { action: 'addLineItem', sku: '4100010', custom: { type: { key: 'line-item-fields' }, fields: { parentSku: skus.accessory } } };
    const cart = (await shopper.call('updateCart', [ref(items), { actions: [guarantee] }])).body.cart as Cart;
    expect(cart.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([[skus.accessory, 20], ['4100010', 20]]);
    await shopper.call('createBankPayment', [ref(cart)]);
  });

  it('refuses bank transfer for 21 items', async () => {
    const { shopper, cart } = await shopperWith({ [skus.accessory]: 21 });
    const response = await shopper.call('createBankPayment', [ref(cart)], 400);
    expect(response.body.errors).toEqual([{ code: 'item-count-out-of-range', count: 21, min: 1, max: 20 }]);
  });

  it("never pays for another shopper's cart: its id is not found", async () => {
    const { cart } = await shopperWith({ [skus.cheap]: 1 });
    const stranger = new Shopper(app);
    for (const method of ['createCodPayment', 'createBankPayment']) {
      const response = await stranger.call(method, [ref(cart)], 404);
      expect(response.body.code).toBe('ResourceNotFound');
    }
  });

  it.each([
    ['createCodPayment', [], 'payload[0] is required'],
    ['createCodPayment', [{ id: 'c' }], 'payload[0].version must be an integer number'],
    ['createCodPayment', [{ id: 42, version: 1 }], 'payload[0].id must be a string'],
    ['createBankPayment', [{ id: 'c', version: 0 }], 'payload[0].version must not be less than 1'],
    ['createBankPayment', [{ id: 'c', version: 1, method: 'cod' }], 'property payload[0].method should not exist'],
    ['createBankPayment', ['c'], 'payload[0] must be an object'],
  ])('%s answers 400 naming the field for %j', async (method, body, message) => {
    const response = await new Shopper(app).call(method, body, 400);
    expect(response.body.message).toContain(message);
  });
});
