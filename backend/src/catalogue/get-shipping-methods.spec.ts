import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { callOn, createCatalogueTestApp, demoSeed } from './catalogue-test-app.fixture.js';
import { CACHE_POLICIES } from '../cache/cache-policies.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

describe('POST /api/ct/getShippingMethodsWithoutId (real app, full demo catalogue)', () => {
  let app: INestApplication;
  let call: ReturnType<typeof callOn>;
  beforeAll(async () => {
    app = await createCatalogueTestApp();
    call = callOn(app);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app.close());

  it('answers every shipping method, served from memory until the cache expires', async () => {
    const port = app.get<CommercePort>(COMMERCE_PORT, { strict: false });
    const fetch = jest.spyOn(port.catalogue, 'shippingMethods');
    // The cache's expiry reads the clock; moving it past the TTL must make the next call fetch again.
    let now = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => now);

    const response = await call('getShippingMethodsWithoutId', []).expect(200);
    const keys = (response.body.shippingMethods as { key: string }[]).map((method) => method.key).sort();
    expect(keys).toEqual(demoSeed().shippingMethods.map((method) => method.key).sort());
    await call('getShippingMethodsWithoutId', []).expect(200);
    expect(fetch).toHaveBeenCalledTimes(1);
    now += CACHE_POLICIES.shippingMethods.ttlMs + 1;
    expect((await call('getShippingMethodsWithoutId', []).expect(200)).body.shippingMethods).toHaveLength(keys.length);
    expect(fetch).toHaveBeenCalledTimes(2);
    jest.restoreAllMocks();
  });

  it('answers 400 when given a payload part it does not take', async () => {
    expect((await call('getShippingMethodsWithoutId', [{}]).expect(400)).body.message).toBe('getShippingMethodsWithoutId takes 0 payload part(s), got 1');
  });
});
