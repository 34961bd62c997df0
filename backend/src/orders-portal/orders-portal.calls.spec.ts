import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import 'reflect-metadata';
import { Test } from '@nestjs/testing';
import type { INestApplication } from '@nestjs/common';
import { AppModule } from '../app.module.js';
import { ACTIVE_COMMERCE } from '../commerce/commerce.providers.js';
import { embeddedCommerce } from '../commerce/embedded/embedded-commerce.js';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import { customerCalls } from '../customer/customer-calls.fixture.js';
import { shopTestApp } from '../../test/shop-test-app.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';
import { FakeOrdersService } from './fake-orders-service.fixture.js';
import { ORDERS_PORTAL_CONFIG, ordersPortalConfigFromEnv, type OrdersPortalConfig } from './orders-portal-config.js';
import { PORTAL_UNAVAILABLE } from './orders-portal.calls.js';

const seed = generateSeed();

async function portalApp(config: OrdersPortalConfig): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(ACTIVE_COMMERCE)
    .useFactory({ factory: () => ({ kind: 'embedded', port: embeddedCommerce({ file: ':memory:', seed: () => seed }) }) })
    .overrideProvider(ORDERS_PORTAL_CONFIG)
    .useValue(config)
    .compile();
  return shopTestApp(moduleRef);
}

describe('getMyOrdersLink with ORDERS_PORTAL_URL (a local orders service)', () => {
  const orders = new FakeOrdersService();
  let app: INestApplication;
  const { shopper, call, signedUp } = customerCalls(() => app);

  beforeAll(async () => {
    // A short limit so the 'hang' case ends soon; the shop's own is ORDERS_PORTAL_TIMEOUT_MS.
    app = await portalApp({ url: await orders.start(), timeoutMs: 1_000 });
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
    await orders.stop();
  });
  afterEach(() => {
    orders.mode = 'ok';
  });

  it('answers a guest 401 and never asks the service', async () => {
    const before = orders.requests.length;
    await call(shopper(), 'getMyOrdersLink', []).expect(401);
    expect(orders.requests.length).toBe(before);
  });

  it("asks GET /my-orders/getUrlWithToken with the signed-in customer's own e-mail and answers the signed link", async () => {
    const { agent, customer } = await signedUp();
    const response = await call(agent, 'getMyOrdersLink', []).expect(200);
    expect(orders.requests.at(-1)).toEqual({ method: 'GET', path: '/my-orders/getUrlWithToken', email: customer.email });
    expect(response.body).toEqual({ configured: true, url: expect.stringMatching(/^https:\/\/orders\.example\/portal\?token=t\d+&customer=/) });
    expect(new URL(response.body.url).searchParams.get('customer')).toBe(customer.email);
  });

  it('takes no e-mail (nor anything else) from the request: a payload part is a 400', async () => {
    const { agent } = await signedUp();
    const response = await call(agent, 'getMyOrdersLink', [{ email: 'someone.else@example.sk' }]).expect(400);
    expect(JSON.stringify(response.body.message)).toContain('payload');
    expect(orders.requests.some((request) => request.email === 'someone.else@example.sk')).toBe(false);
  });

  it.each(['fail', 'javascript-link', 'hang'] as const)('answers 503 ordersPortalUnavailable, never a 500, when the service %s', async (mode) => {
    orders.mode = mode;
    const { agent } = await signedUp();
    const response = await call(agent, 'getMyOrdersLink', []).expect(503);
    expect(response.body).toEqual({ statusCode: 503, error: 'ordersPortalUnavailable', message: PORTAL_UNAVAILABLE });
  });
});

describe('getMyOrdersLink without ORDERS_PORTAL_URL', () => {
  let app: INestApplication;
  const { shopper, call, signedUp } = customerCalls(() => app);
  beforeAll(async () => {
    app = await portalApp({ timeoutMs: 1_000 });
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app.close());

  it('says it is not configured (the account lists the orders itself); a guest still 401', async () => {
    await call(shopper(), 'getMyOrdersLink', []).expect(401);
    const { agent } = await signedUp();
    expect((await call(agent, 'getMyOrdersLink', []).expect(200)).body).toEqual({ configured: false });
  });
});

describe('ORDERS_PORTAL_URL', () => {
  it('takes an http(s) origin, a path kept, the trailing slash dropped', () => {
    expect(ordersPortalConfigFromEnv({ ORDERS_PORTAL_URL: 'https://orders.example.com/' }).url).toBe('https://orders.example.com');
    expect(ordersPortalConfigFromEnv({ ORDERS_PORTAL_URL: 'https://example.com/self-service' }).url).toBe('https://example.com/self-service');
    expect(ordersPortalConfigFromEnv({}).url).toBeUndefined();
  });

  it.each(['ftp://orders.example.com', 'not a url', 'https://orders.example.com/?a=1', 'https://user:pw@orders.example.com'])('stops start-up naming the variable for %s', (value) => {
    expect(() => ordersPortalConfigFromEnv({ ORDERS_PORTAL_URL: value })).toThrow(/ORDERS_PORTAL_URL/);
  });
});
