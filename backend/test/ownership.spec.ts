import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { Address, Cart, Customer, Order } from '@commercetools/platform-sdk';
import request from 'supertest';
import { cartSkus } from '../src/cart/cart-seed.fixture.js';
import { generateSeed } from '../src/commerce/seed/generate-seed.js';
import { createTestApp } from './test-app.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from './load-timeouts.js';

type Agent = ReturnType<typeof request.agent>;

const ADDRESS = {
  country: 'SK', firstName: 'Anna', lastName: 'Kováčová', streetName: 'Hlavná', streetNumber: '1', postalCode: '81101',
  city: 'Bratislava', email: 'anna@example.sk',
};

/**
 * Customer B tries every call that names a cart, an order or an address on customer A's: each is
 * refused without revealing A's data, and A's cart, order and addresses are unchanged afterwards.
 */
describe("ownership: customer B against customer A's cart, orders and addresses (real app, full demo seed)", () => {
  let app: INestApplication;
  let a: Agent;
  let b: Agent;
  let cartA: Cart;
  let orderA: Order;
  let openCartA: Cart;
  let addressA: Address;
  let skus: ReturnType<typeof cartSkus>;

  const call = (agent: Agent, method: string, body: unknown) => agent.post(`/api/ct/${method}?host=sk.localhost`).send(body as object);
  const ok = async (agent: Agent, method: string, body: unknown) => (await call(agent, method, body).expect(200)).body;
  const signUp = async (agent: Agent, email: string) =>
    ok(agent, 'signUp', [{ email, password: 'secret123', firstName: 'Test', lastName: 'Shopper', customerType: 'PRIVATE' }]);

  beforeAll(async () => {
    const seed = generateSeed();
    skus = cartSkus(seed);
    app = await createTestApp(seed);
    a = request.agent(app.getHttpServer());
    b = request.agent(app.getHttpServer());
    await signUp(a, 'customer.a@example.sk');
    await signUp(b, 'customer.b@example.sk');

    // A orders one cart (bank transfer) and keeps a second one open; A saves a billing address.
    const first = (await ok(a, 'addToCart', [{}, { sku: skus.parcel, quantity: 1 }])).cart as Cart;
    const filled = (await ok(a, 'updateCart', [{ id: first.id, version: first.version }, { actions: [
      { action: 'setCustomerEmail', email: 'customer.a@example.sk' },
      { action: 'setBillingAddress', address: ADDRESS },
      { action: 'setShippingAddress', address: ADDRESS },
    ] }])).cart as Cart;
    const paid = (await ok(a, 'createBankPayment', [{ id: filled.id, version: filled.version }])).cart as Cart;
    cartA = paid;
    orderA = (await ok(a, 'createOrder', [{ id: paid.id, version: paid.version }])).order as Order;
    openCartA = (await ok(a, 'addToCart', [{}, { sku: skus.other, quantity: 2 }])).cart as Cart;
    const user = (await ok(a, 'addBillingAddress', [{}, ADDRESS])).user as Customer;
    addressA = user.addresses[0]!;
    // B has a cart of their own, so "no cart" is not why B is refused.
    await ok(b, 'addToCart', [{}, { sku: skus.parcel, quantity: 1 }]);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app?.close());

  const refA = () => ({ id: openCartA.id, version: openCartA.version });

  it.each([
    ['addToCart', () => [refA(), { sku: 'EX10000001', quantity: 1 }]],
    ['updateCartQuantity', () => [refA(), { sku: skus.other, quantity: 5 }]],
    ['removeFromCart', () => [refA(), { sku: skus.other }]],
    ['applyCartCoupon', () => [refA(), { code: 'WELCOME10' }]],
    ['removeCartCoupon', () => [refA(), { id: 'any-code-id' }]],
    ['updateCart', () => [refA(), { actions: [{ action: 'setCustomerEmail', email: 'thief@example.sk' }] }]],
    ['updateCartItemChannel', () => [refA(), { sku: skus.other, supplyChannel: null }]],
    ['getShippingMethodsForCart', () => [{ cartId: openCartA.id }]],
    ['createCodPayment', () => [refA()]],
    ['createBankPayment', () => [refA()]],
    ['createOrder', () => [refA()]],
    ['deleteCart', () => [refA()]],
  ])("refuses B's %s on A's cart with a 4xx that shows nothing of it", async (method, body) => {
    const response = await call(b, method, body());
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(JSON.stringify(response.body)).not.toContain('customer.a@example.sk');
    expect(JSON.stringify(response.body)).not.toContain(skus.other);
  });

  it("never shows A's order to B, by id or by order number, nor in B's order list", async () => {
    for (const query of [{ id: orderA.id }, { orderNumber: orderA.orderNumber }]) {
      const body = await ok(b, 'getOrders', [query]);
      expect(body.me.orders.results).toEqual([]);
    }
    expect((await ok(b, 'getOrders', [{}])).me.orders.results).toEqual([]);
  });

  it.each([
    ['updateBillingAddress', () => [{}, { ...ADDRESS, id: addressA.id, city: 'Košice' }]],
    ['deleteBillingAddress', () => [{}, { id: addressA.id }]],
    ['setDefaultBillingAddress', () => [{}, { id: addressA.id }]],
    ['updateShippingAddress', () => [{}, { ...ADDRESS, id: addressA.id, city: 'Košice' }]],
    ['removeShippingAddress', () => [{}, { id: addressA.id }]],
    ['setDefaultShippingAddress', () => [{}, { id: addressA.id }]],
  ])("refuses B's %s on A's address", async (method, body) => {
    const response = await call(b, method, body());
    expect(response.status).toBe(404);
    expect(JSON.stringify(response.body)).not.toContain('Anna');
  });

  it("leaves A's cart, order, addresses and profile as they were; B's own views show none of A", async () => {
    const mine = (await ok(a, 'getMyCart', [])).cart as Cart;
    expect(mine).toMatchObject({ id: openCartA.id, version: openCartA.version });
    expect(mine.customerEmail).not.toBe('thief@example.sk');
    expect(mine.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([[skus.other, 2]]);
    const orders = (await ok(a, 'getOrders', [{}])).me.orders.results as Order[];
    expect(orders.map((order) => order.id)).toEqual([orderA.id]);
    expect(orders[0]!.cart?.id).toBe(cartA.id);
    const me = (await ok(a, 'getMe', [{ full: true }])).me as { customer: Customer };
    expect(me.customer.addresses).toEqual([expect.objectContaining({ id: addressA.id, city: ADDRESS.city })]);

    const bMe = (await ok(b, 'getMe', [{ full: true }])).me as { customer: Customer; activeCart: Cart };
    expect(bMe.customer.email).toBe('customer.b@example.sk');
    expect(bMe.activeCart.id).not.toBe(openCartA.id);
  });
});
