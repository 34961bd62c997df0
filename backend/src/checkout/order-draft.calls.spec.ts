import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { Cart, Order } from '@commercetools/platform-sdk';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import { createTestApp } from '../../test/test-app.js';
import { checkoutSkus, fillContactDetails, Shopper, type CheckoutSkus } from './checkout-shop.fixture.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

/** Order creation takes the spec's payload (spec 2 §7: draft, storeKey), commercetools' OrderFromCartDraft. */
describe("createOrder's payload: [draft, { storeKey }] (real Nest app, full demo seed)", () => {
  let app: INestApplication;
  let skus: CheckoutSkus;
  beforeAll(async () => {
    const seed = generateSeed();
    skus = checkoutSkus(seed);
    app = await createTestApp(seed);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app?.close());

  const paidCart = async (shopper: Shopper): Promise<Cart> => {
    const added = (await shopper.call('addToCart', [{}, { sku: skus.cheap, quantity: 1 }])).body.cart as Cart;
    const filled = await fillContactDetails(app, added);
    return (await shopper.call('createBankPayment', [{ id: filled.id, version: filled.version }])).body.cart as Cart;
  };

  it.each([
    ['a cart reference and the store', (cart: Cart) => [{ cart: { typeId: 'cart', id: cart.id }, version: cart.version }, { storeKey: 'ex-sk' }]],
    ['the top-level id, no store', (cart: Cart) => [{ id: cart.id, version: cart.version }]],
  ])('places the order from %s', async (_, payload) => {
    const shopper = new Shopper(app);
    const cart = await paidCart(shopper);
    const { order } = (await shopper.call('createOrder', payload(cart))).body as { order: Order };
    expect(order.cart?.id).toBe(cart.id);
    expect(order.store?.key).toBe('ex-sk');
  });

  it.each([
    ["payload[1].storeKey must be the market's store ex-sk", (cart: Cart) => [{ id: cart.id, version: cart.version }, { storeKey: 'ex-de' }]],
    ['payload[0] must have exactly one of id, cart; got id and cart', (cart: Cart) => [{ id: cart.id, cart: { id: cart.id }, version: cart.version }]],
    ['payload[0].cart.typeId must be one of the following values: cart', (cart: Cart) => [{ cart: { typeId: 'order', id: cart.id }, version: cart.version }]],
    ['property payload[0].orderNumber should not exist', (cart: Cart) => [{ id: cart.id, version: cart.version, orderNumber: 'MINE-1' }]],
    ['payload[0].version must be an integer number', (cart: Cart) => [{ id: cart.id }]],
    // Issue 18: a null alternative was taken as given, and draftCartId then threw (500).
    ['payload[0].id must not be null; give exactly one of id, cart', (cart: Cart) => [{ id: null, version: cart.version }]],
    ['payload[0].cart must not be null; give exactly one of id, cart', (cart: Cart) => [{ cart: null, version: cart.version }]],
    ['payload[0].id must not be null; give exactly one of id, cart', (cart: Cart) => [{ id: null, cart: { id: cart.id }, version: cart.version }]],
  ])('refuses with a 400: %s', async (message, payload) => {
    const shopper = new Shopper(app);
    const cart = await paidCart(shopper);
    const response = await shopper.call('createOrder', payload(cart), 400);
    expect(response.body.message).toContain(message);
  });
});
