import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { Cart } from '@commercetools/platform-sdk';
import request from 'supertest';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import { createTestApp } from '../../test/test-app.js';
import { cartSkus, type CartSkus } from './cart-seed.fixture.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

type Agent = ReturnType<typeof request.agent>;

describe('the cart calls of /api/ct (real Nest app, embedded engine, full demo seed)', () => {
  let app: INestApplication;
  let skus: CartSkus;
  beforeAll(async () => {
    const seed = generateSeed();
    skus = cartSkus(seed);
    app = await createTestApp(seed);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app?.close());

  const shopper = (): Agent => request.agent(app.getHttpServer());
  const call = (agent: Agent, method: string, body: unknown, host = 'localhost') =>
    agent.post(`/api/ct/${method}?host=${host}`).send(body as object);
  const ref = (cart: Cart) => ({ id: cart.id, version: cart.version });
  const quantityOf = (cart: Cart, sku: string) => cart.lineItems.find((line) => line.variant.sku === sku)?.quantity;
  const add = async (agent: Agent, sku: string, quantity: number, cart?: Cart): Promise<Cart> =>
    (await call(agent, 'addToCart', [cart ? ref(cart) : {}, { sku, quantity }]).expect(200)).body.cart as Cart;

  it('has no cart before the first add', async () => {
    const response = await call(shopper(), 'getMyCart', []).expect(200);
    expect(response.body).toEqual({ cart: null });
  });

  it("getMyCart takes the spec's { cartId, storeKey }: the session's cart and the market's store", async () => {
    const agent = shopper();
    const cart = await add(agent, skus.parcel, 1);
    const mine = (await call(agent, 'getMyCart', [{ cartId: cart.id, storeKey: 'ex-sk' }]).expect(200)).body.cart as Cart;
    expect(mine.id).toBe(cart.id);
    expect((await call(agent, 'getMyCart', [{}]).expect(200)).body.cart.id).toBe(cart.id);
    expect((await call(agent, 'getMyCart', [{ storeKey: 'ex-sk' }]).expect(200)).body.cart.id).toBe(cart.id);
    const otherStore = await call(agent, 'getMyCart', [{ cartId: cart.id, storeKey: 'ex-de' }]).expect(400);
    expect(otherStore.body.message).toBe("payload[0].storeKey must be the market's store ex-sk");
    const stranger = await call(shopper(), 'getMyCart', [{ cartId: cart.id }]).expect(404);
    expect(stranger.body.message).toContain(cart.id);
    const unknown = await call(agent, 'getMyCart', [{ cartId: cart.id, sort: 'x' }]).expect(400);
    expect(unknown.body.message).toContain('property payload[0].sort should not exist');
  });

  it('creates the cart on the first add, keeps it in the session, adds to the same SKU and removes at quantity 0', async () => {
    const agent = shopper();
    const first = await add(agent, skus.parcel, 2);
    expect(first).toMatchObject({
      country: 'SK', inventoryMode: 'TrackOnly', store: { key: 'ex-sk' },
      totalPrice: { currencyCode: 'EUR' }, shippingAddress: { country: 'SK' }, billingAddress: { country: 'SK' },
      shippingInfo: { shippingMethodName: 'Parcel', shippingMethodState: 'MatchesCart' },
    });
    expect(quantityOf(first, skus.parcel)).toBe(2);

    const mine = (await call(agent, 'getMyCart', []).expect(200)).body.cart as Cart;
    expect(mine.id).toBe(first.id);

    const again = await add(agent, skus.parcel, 1, mine);
    expect(again.id).toBe(first.id);
    expect(again.lineItems).toHaveLength(1);
    expect(quantityOf(again, skus.parcel)).toBe(3);

    const withOther = await add(agent, skus.other, 1, again);
    const changed = (await call(agent, 'updateCartQuantity', [ref(withOther), { sku: skus.parcel, quantity: 1 }]).expect(200)).body.cart as Cart;
    expect(quantityOf(changed, skus.parcel)).toBe(1);
    const removed = (await call(agent, 'updateCartQuantity', [ref(changed), { sku: skus.parcel, quantity: 0 }]).expect(200)).body.cart as Cart;
    expect(removed.lineItems.map((line) => line.variant.sku)).toEqual([skus.other]);

    const gone = (await call(agent, 'removeFromCart', [ref(removed), { sku: skus.other }]).expect(200)).body.cart as Cart;
    expect(gone.lineItems).toEqual([]);
    const unchanged = (await call(agent, 'removeFromCart', [ref(gone), { sku: skus.other }]).expect(200)).body.cart as Cart;
    expect(unchanged.version).toBe(gone.version);
  });

  it('caps the quantity at the stock and refuses once nothing more can be added', async () => {
    const agent = shopper();
    const cart = await add(agent, skus.parcel, skus.parcelStock + 50);
    expect(quantityOf(cart, skus.parcel)).toBe(skus.parcelStock);
    const refused = await call(agent, 'addToCart', [ref(cart), { sku: skus.parcel, quantity: 1 }]).expect(400);
    expect(refused.body).toEqual({ statusCode: 400, message: 'You have reached the maximum quantity' });
    const raised = await call(agent, 'updateCartQuantity', [ref(cart), { sku: skus.parcel, quantity: skus.parcelStock + 1 }]).expect(400);
    expect(raised.body.message).toBe('You have reached the maximum quantity');
    const mine = (await call(agent, 'getMyCart', []).expect(200)).body.cart as Cart;
    expect(quantityOf(mine, skus.parcel)).toBe(skus.parcelStock);
  });

  it('switches the shipping method to freight with a freight line, and back to parcel without it', async () => {
    const agent = shopper();
    const parcel = await add(agent, skus.parcel, 1);
    const freight = await add(agent, skus.freight, 1, parcel);
    expect(freight.shippingInfo).toMatchObject({ shippingMethodName: 'Freight', shippingMethodState: 'MatchesCart' });
    const back = (await call(agent, 'removeFromCart', [ref(freight), { sku: skus.freight }]).expect(200)).body.cart as Cart;
    expect(back.shippingInfo).toMatchObject({ shippingMethodName: 'Parcel', shippingMethodState: 'MatchesCart' });
  });

  it('applies WELCOME10 and removes it; removing a code the cart does not have changes nothing', async () => {
    const agent = shopper();
    const cart = await add(agent, skus.parcel, 1);
    const applied = (await call(agent, 'applyCartCoupon', [ref(cart), { code: 'WELCOME10' }]).expect(200)).body.cart as Cart;
    expect(applied.discountCodes).toHaveLength(1);
    expect(applied.totalPrice.centAmount).toBeLessThan(cart.totalPrice.centAmount);
    const codeId = applied.discountCodes[0]!.discountCode.id;

    const absent = (await call(agent, 'removeCartCoupon', [ref(applied), { id: 'no-such-code', typeId: 'discount-code' }]).expect(200)).body.cart as Cart;
    expect(absent).toEqual(applied);

    const removed = (await call(agent, 'removeCartCoupon', [ref(applied), { id: codeId, typeId: 'discount-code' }]).expect(200)).body.cart as Cart;
    expect(removed.discountCodes).toEqual([]);
    expect(removed.totalPrice.centAmount).toBe(cart.totalPrice.centAmount);

    const unknown = await call(agent, 'applyCartCoupon', [ref(removed), { code: 'NOPE' }]).expect(400);
    expect(unknown.body.code).toBe('DiscountCodeNonApplicable');
  });

  it('retries a stale version transparently', async () => {
    const agent = shopper();
    const first = await add(agent, skus.parcel, 1);
    const second = await add(agent, skus.parcel, 1, first);
    expect(second.version).toBeGreaterThan(first.version);
    const stale = (await call(agent, 'updateCartQuantity', [ref(first), { sku: skus.parcel, quantity: 4 }]).expect(200)).body.cart as Cart;
    expect(quantityOf(stale, skus.parcel)).toBe(4);
    const staleAdd = await add(agent, skus.parcel, 1, first);
    expect(quantityOf(staleAdd, skus.parcel)).toBe(5);
  });

  it('never lets another shopper read or change the cart: its id is not found for them', async () => {
    const owner = shopper();
    const cart = await add(owner, skus.parcel, 2);
    const stranger = shopper();
    expect((await call(stranger, 'getMyCart', []).expect(200)).body).toEqual({ cart: null });
    const attempts: [string, unknown[]][] = [
      ['addToCart', [ref(cart), { sku: skus.parcel, quantity: 1 }]],
      ['updateCartQuantity', [ref(cart), { sku: skus.parcel, quantity: 0 }]],
      ['removeFromCart', [ref(cart), { sku: skus.parcel }]],
      ['applyCartCoupon', [ref(cart), { code: 'WELCOME10' }]],
      ['removeCartCoupon', [ref(cart), { id: 'x', typeId: 'discount-code' }]],
      ['deleteCart', [ref(cart)]],
    ];
    for (const [method, body] of attempts) {
      const response = await call(stranger, method, body).expect(404);
      expect(response.body.code).toBe('ResourceNotFound');
      expect(JSON.stringify(response.body)).not.toContain(skus.parcel);
    }
    const mine = (await call(owner, 'getMyCart', []).expect(200)).body.cart as Cart;
    expect(mine.version).toBe(cart.version);
    expect(quantityOf(mine, skus.parcel)).toBe(2);
  });

  it('creates a cart on createCart (the existing one when there is one) and deletes it, clearing the session', async () => {
    const agent = shopper();
    const created = (await call(agent, 'createCart', [{ country: 'SK', shippingMethodKey: 'parcel' }]).expect(200)).body.cart as Cart;
    // The default method comes with the first line: an empty cart has none and costs nothing.
    expect(created).toMatchObject({ lineItems: [], inventoryMode: 'TrackOnly', totalPrice: { centAmount: 0 } });
    expect(created.shippingInfo).toBeUndefined();
    const again = (await call(agent, 'createCart', [{}]).expect(200)).body.cart as Cart;
    expect(again.id).toBe(created.id);
    await call(agent, 'createCart', [{ country: 'DE' }]).expect(400);

    expect((await call(agent, 'deleteCart', [ref(created)]).expect(200)).body).toEqual({ cart: null });
    expect((await call(agent, 'getMyCart', []).expect(200)).body).toEqual({ cart: null });
    await call(agent, 'deleteCart', [ref(created)]).expect(404);
    const fresh = await add(agent, skus.parcel, 1);
    expect(fresh.id).not.toBe(created.id);
  });

  it('clears a cart of another store: in another market the shopper has no cart, and an add there starts a new one', async () => {
    const agent = shopper();
    const sk = await add(agent, skus.parcel, 1);
    expect((await call(agent, 'getMyCart', [], 'ch.localhost').expect(200)).body).toEqual({ cart: null });
    expect((await call(agent, 'getMyCart', []).expect(200)).body).toEqual({ cart: null });
    const ch = (await call(agent, 'addToCart', [{}, { sku: skus.parcel, quantity: 1 }], 'ch.localhost').expect(200)).body.cart as Cart;
    expect(ch.id).not.toBe(sk.id);
    expect(ch).toMatchObject({ store: { key: 'ex-ch' }, totalPrice: { currencyCode: 'CHF' } });
  });

  it.each([
    ['addToCart', [{}, { sku: 'EX10000001', quantity: '2' }], 'payload[1].quantity must be an integer number'],
    ['addToCart', [{}, { sku: 'EX10000001', quantity: 0 }], 'payload[1].quantity must not be less than 1'],
    ['addToCart', [{}, { quantity: 1 }], 'payload[1].sku must be a string'],
    ['addToCart', [{ id: 'c' }, { sku: 'EX10000001', quantity: 1 }], 'payload[0].version must be an integer number'],
    ['addToCart', [{ sku: 'EX10000001', quantity: 1 }], 'property payload[0].sku should not exist'],
    ['updateCartQuantity', [{ id: 'c', version: 1 }, { sku: 'EX10000001', quantity: -1 }], 'payload[1].quantity must not be less than 0'],
    ['updateCartQuantity', [{ version: 1 }, { sku: 'EX10000001', quantity: 1 }], 'payload[0].id must be a string'],
    ['applyCartCoupon', [{ id: 'c', version: 1 }, { code: '' }], 'payload[1].code should not be empty'],
    ['removeCartCoupon', [{ id: 'c', version: 1 }, { id: 'd', typeId: 'cart' }], 'payload[1].typeId must be one of the following values: discount-code'],
    ['deleteCart', [{ id: 'c', version: 0 }], 'payload[0].version must not be less than 1'],
    ['createCart', [{ shippingMethodKey: 'drone' }], 'payload[0].shippingMethodKey must be one of the following values'],
  ])('%s answers 400 naming the field for %j', async (method, body, message) => {
    const response = await call(shopper(), method, body).expect(400);
    expect(response.body.message).toContain(message);
  });

  it('refuses an unknown SKU without creating a cart', async () => {
    const agent = shopper();
    await call(agent, 'addToCart', [{}, { sku: 'EX10999999', quantity: 1 }]).expect(400);
    expect((await call(agent, 'getMyCart', []).expect(200)).body).toEqual({ cart: null });
  });
});
