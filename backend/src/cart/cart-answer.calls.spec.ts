import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Test } from '@nestjs/testing';
import type { INestApplication } from '@nestjs/common';
import type { Cart, Order, ProductDraft } from '@commercetools/platform-sdk';
import { AppModule } from '../app.module.js';
import { ACTIVE_COMMERCE } from '../commerce/commerce.providers.js';
import { CommerceError } from '../commerce/port/commerce-error.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { fillContactDetails } from '../checkout/checkout-shop.fixture.js';
import { embeddedCommerce } from '../commerce/embedded/embedded-commerce.js';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import { DISCOUNT_CODES, SUMMER_VALID_UNTIL } from '../commerce/seed/discounts.js';
import type { SeedData } from '../commerce/seed/seed-data.js';
import { shopTestApp } from '../../test/shop-test-app.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';
import { cartApi } from './cart-api.fixture.js';
import { cartSkus, type CartSkus } from './cart-seed.fixture.js';
import type { DiscountCodeView } from './discount-code-view.js';
import { guaranteeSkus, type GuaranteeSkus } from './guarantee-seed.fixture.js';

/** An accessory of the demo seed in stock, with an SK price. */
function accessorySku(seed: SeedData): string {
  const stock = new Map(seed.inventory.filter((entry) => !entry.supplyChannel).map((entry) => [entry.sku, entry.quantityOnStock]));
  const skPrice = (product: ProductDraft) => product.masterVariant?.prices?.some((price) => price.value.currencyCode === 'EUR' && price.country === 'SK');
  const found = seed.products.find((product) => product.productType.key === 'accessory' && product.publish === true &&
    (stock.get(product.masterVariant?.sku ?? '') ?? 0) >= 2 && skPrice(product));
  if (!found?.masterVariant?.sku) throw new Error('the demo seed has no accessory in stock with an SK price');
  return found.masterVariant.sku;
}

/*
 * The cart answer's discount codes and product types, and expired coupons, through the real app
 * on the embedded engine with the full demo seed. The engine's clock is the test's: time moves by
 * setting it, never by waiting. It starts the day before SUMMER2025 ends (2025-09-01).
 */
describe('the cart answer: discount codes with their code, product types by key, expired coupons', () => {
  let app: INestApplication;
  let skus: CartSkus;
  let guarantees: GuaranteeSkus;
  let accessory: string;
  let now = new Date('2025-08-31T12:00:00.000Z');
  beforeAll(async () => {
    const seed = generateSeed();
    skus = cartSkus(seed);
    guarantees = guaranteeSkus(seed);
    accessory = accessorySku(seed);
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
      .overrideProvider(ACTIVE_COMMERCE)
      .useFactory({ factory: () => ({ kind: 'embedded', port: embeddedCommerce({ file: ':memory:', seed: () => seed, clock: () => now }) }) })
      .compile();
    app = await shopTestApp(moduleRef);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app?.close());

  const { shopper, call, ref, add, update, lineOf } = cartApi(() => app);
  const codesOf = (cart: Cart) => cart.discountCodes as unknown as DiscountCodeView[];

  it('answers an applied code with its code text, its id and its cart discounts; removeCartCoupon with that id removes it', async () => {
    now = new Date('2025-08-31T12:00:00.000Z');
    const agent = shopper();
    const cart = await add(agent, skus.parcel, 1);
    const applied = (await call(agent, 'applyCartCoupon', [ref(cart), { code: DISCOUNT_CODES.valid }]).expect(200)).body.cart as Cart;
    const [entry] = codesOf(applied);
    expect(codesOf(applied)).toEqual([{
      discountCode: { typeId: 'discount-code', id: expect.any(String), code: 'WELCOME10' },
      state: 'MatchesCart',
      code: 'WELCOME10',
      cartDiscounts: [{ typeId: 'cart-discount', id: expect.any(String) }],
    }]);
    expect(JSON.stringify(applied)).not.toContain('"obj"');
    // The cart discount it names is the one that took the 10 % off the line.
    const included = lineOf(applied, skus.parcel)?.discountedPricePerQuantity[0]?.discountedPrice.includedDiscounts.map((each) => each.discount.id);
    expect(included).toContain(entry?.cartDiscounts?.[0]?.id);
    // Read again later, the cart says the same.
    expect(codesOf((await call(agent, 'getMyCart', []).expect(200)).body.cart as Cart)).toEqual(codesOf(applied));

    // The entry's reference goes back as the answer gave it, code text included.
    const removed = (await call(agent, 'removeCartCoupon', [ref(applied), entry?.discountCode]).expect(200)).body.cart as Cart;
    expect(removed.discountCodes).toEqual([]);
    expect(removed.totalPrice.centAmount).toBe(cart.totalPrice.centAmount);
  });

  it('answers every line with its product type key: standard product, accessory, extra guarantee', async () => {
    const agent = shopper();
    const standard = await add(agent, guarantees.ownBrand, 1);
    const withAccessory = await add(agent, accessory, 1, standard);
    const full = await update(agent, withAccessory, [{
      action: 'addLineItem', sku: guarantees.oneYear.sku,
      custom: { type: { typeId: 'type', key: 'line-item-fields' }, fields: { parentSku: guarantees.ownBrand } },
    }]);
    const keyOf = (sku: string) => lineOf(full, sku)?.productType;
    expect(keyOf(guarantees.ownBrand)).toEqual({ typeId: 'product-type', id: expect.any(String), key: 'standard_product' });
    expect(keyOf(accessory)).toEqual({ typeId: 'product-type', id: expect.any(String), key: 'accessory' });
    expect(keyOf(guarantees.oneYear.sku)).toEqual({ typeId: 'product-type', id: expect.any(String), key: 'extra_guarantee' });
    const mine = (await call(agent, 'getMyCart', []).expect(200)).body.cart as Cart;
    expect(mine.lineItems.map((line) => (line.productType as { key?: string }).key).sort()).toEqual(['accessory', 'extra_guarantee', 'standard_product']);
  });

  it('refuses an expired coupon (SUMMER2025) with 400 DiscountCodeNonApplicable, TimeRangeNonApplicable, and leaves the cart as it was', async () => {
    now = new Date(SUMMER_VALID_UNTIL);
    const agent = shopper();
    const cart = await add(agent, skus.parcel, 1);
    const refused = await call(agent, 'applyCartCoupon', [ref(cart), { code: DISCOUNT_CODES.expired }]).expect(400);
    expect(refused.body).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^An error occurred during request to the endpoint: The discountCode \S+ cannot be applied to the cart\.$/),
      code: 'DiscountCodeNonApplicable',
      errors: [{
        code: 'DiscountCodeNonApplicable', reason: 'TimeRangeNonApplicable', discountCode: 'SUMMER2025', discountCodeId: expect.any(String),
        validFrom: '2025-06-01T00:00:00.000Z', validUntil: SUMMER_VALID_UNTIL, validityCheckTime: SUMMER_VALID_UNTIL,
      }],
    });
    const mine = (await call(agent, 'getMyCart', []).expect(200)).body.cart as Cart;
    expect(mine).toMatchObject({ version: cart.version, discountCodes: [] });
  });

  it('keeps a code applied while valid in the cart once its validity ends: NotValid, taking nothing off', async () => {
    now = new Date('2025-08-31T23:59:59.000Z');
    const agent = shopper();
    const cart = await add(agent, skus.parcel, 1);
    const applied = (await call(agent, 'applyCartCoupon', [ref(cart), { code: DISCOUNT_CODES.expired }]).expect(200)).body.cart as Cart;
    expect(codesOf(applied)).toMatchObject([{ code: 'SUMMER2025', state: 'MatchesCart' }]);
    expect(applied.totalPrice.centAmount).toBeLessThan(cart.totalPrice.centAmount);

    now = new Date(SUMMER_VALID_UNTIL);
    const later = await add(agent, skus.other, 1, applied);
    expect(codesOf(later)).toMatchObject([{ discountCode: { code: 'SUMMER2025' }, code: 'SUMMER2025', state: 'NotValid' }]);
    const undiscounted = later.lineItems.reduce((sum, line) => sum + (line.price.discounted?.value ?? line.price.value).centAmount * line.quantity, 0);
    expect(later.lineItems.every((line) => line.discountedPricePerQuantity.length === 0)).toBe(true);
    expect(later.lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0)).toBe(undiscounted);
  });

  it('orders such a cart without the code: the platform refuses it, so order placement removes it first', async () => {
    now = new Date('2025-08-31T23:59:59.000Z');
    const agent = shopper();
    const cart = await add(agent, skus.parcel, 1);
    const applied = (await call(agent, 'applyCartCoupon', [ref(cart), { code: DISCOUNT_CODES.expired }]).expect(200)).body.cart as Cart;
    now = new Date(SUMMER_VALID_UNTIL);
    const filled = await fillContactDetails(app, applied);
    expect(codesOf(filled)).toMatchObject([{ state: 'NotValid' }]);
    const port = app.get<CommercePort>(COMMERCE_PORT);
    const refused = await port.orders.createFromCart({ cart: { typeId: 'cart', id: filled.id }, version: filled.version }, 'ex-sk')
      .then(() => undefined, (error: unknown) => error);
    expect(refused).toBeInstanceOf(CommerceError);
    expect((refused as CommerceError).code).toBe('DiscountCodeNonApplicable');

    const paid = (await call(agent, 'createBankPayment', [ref(filled)]).expect(200)).body.cart as Cart;
    const { order } = (await call(agent, 'createOrder', [ref(paid)]).expect(200)).body as { order: Order };
    expect(order.discountCodes).toEqual([]);
    expect(order.totalPrice).toEqual(paid.totalPrice);
  });
});
