import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { Cart, ShippingMethod } from '@commercetools/platform-sdk';
import request from 'supertest';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import { createTestApp } from '../../test/test-app.js';
import { cartSkus, type CartSkus } from './cart-seed.fixture.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

type Agent = ReturnType<typeof request.agent>;

describe('getShippingMethodsForCart (real Nest app, embedded engine, full demo seed)', () => {
  let app: INestApplication;
  let skus: CartSkus;
  beforeAll(async () => {
    const seed = generateSeed();
    skus = cartSkus(seed);
    app = await createTestApp(seed);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app?.close());

  const call = (agent: Agent, method: string, body: unknown) => agent.post(`/api/ct/${method}?host=localhost`).send(body as object);
  const cartWith = async (agent: Agent, sku: string): Promise<Cart> =>
    (await call(agent, 'addToCart', [{}, { sku, quantity: 1 }]).expect(200)).body.cart as Cart;
  const states = (methods: ShippingMethod[]) =>
    Object.fromEntries(methods.map((method) => [method.key, method.zoneRates.some((zone) => zone.shippingRates.some((rate) => rate.isMatching))]));

  // commercetools' matching-cart semantics: only methods whose zone and predicate fit the cart.
  it.each([['parcel', 'parcel'], ['freight', 'freight']] as const)(
    'offers only %s for a cart of %s goods, with its matching rate marked',
    async (kind, expected) => {
      const agent = request.agent(app.getHttpServer());
      const cart = await cartWith(agent, kind === 'parcel' ? skus.parcel : skus.freight);
      const response = await call(agent, 'getShippingMethodsForCart', [{ cartId: cart.id }]).expect(200);
      const methods = response.body.shippingMethods as ShippingMethod[];
      expect(methods.map((method) => method.key)).toEqual([expected]);
      expect(states(methods)).toEqual({ [expected]: true });
    },
  );

  it('never answers for another shopper’s cart', async () => {
    const owner = request.agent(app.getHttpServer());
    const cart = await cartWith(owner, skus.parcel);
    const stranger = request.agent(app.getHttpServer());
    const response = await call(stranger, 'getShippingMethodsForCart', [{ cartId: cart.id }]).expect(404);
    expect(JSON.stringify(response.body)).not.toContain('parcel');
  });

  it.each([[[{}], 'payload[0].cartId'], [[{ cartId: 7 }], 'payload[0].cartId'], [[], 'payload[0]']])(
    'refuses %j naming %s',
    async (body, field) => {
      const response = await call(request.agent(app.getHttpServer()), 'getShippingMethodsForCart', body).expect(400);
      expect(response.body.message).toContain(field);
    },
  );
});
