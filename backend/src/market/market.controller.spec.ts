import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from '../../test/test-app.js';

describe('GET /api/market: the host selects the market (real Nest app)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const market = (headers: Record<string, string>, query = '') =>
    request(app.getHttpServer()).get(`/api/market${query}`).set(headers);

  it.each([
    ['localhost', 'SK', 'EUR', 'ex-sk'],
    ['localhost:3000', 'SK', 'EUR', 'ex-sk'],
    ['de.localhost:3000', 'DE', 'EUR', 'ex-de'],
    ['cz.localhost', 'CZ', 'CZK', 'ex-cz'],
    ['www.proequip.co.uk', 'GB', 'GBP', 'ex-gb'],
    ['proequip.ch', 'CH', 'CHF', 'ex-ch'],
  ])('Host %s → %s in %s, store %s', async (host, country, currency, storeKey) => {
    const response = await market({ Host: host }).expect(200);
    expect(response.body.site).toMatchObject({ code: country, currency, storeKey });
  });

  it('serves the multi-language sites with all their languages, default first', async () => {
    const response = await market({ Host: 'ch.localhost' }).expect(200);
    expect(response.body.site.languages).toEqual(['de', 'fr', 'it']);
  });

  it('honours x-forwarded-host (first value) over Host, and the host query parameter over both', async () => {
    const forwarded = await market({ Host: 'localhost', 'X-Forwarded-Host': 'pl.localhost, internal' }).expect(200);
    expect(forwarded.body.site.code).toBe('PL');
    const queried = await market({ Host: 'localhost', 'X-Forwarded-Host': 'pl.localhost' }, '?host=lt.localhost').expect(200);
    expect(queried.body.site.code).toBe('LT');
  });

  it('answers 404 naming the host for a host no market serves, never a silent default', async () => {
    const response = await market({ Host: 'xx.localhost' }).expect(404);
    expect(response.body.message).toBe('No market is served at host "xx.localhost"');
  });
});
