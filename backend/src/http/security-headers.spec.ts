import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from '../../test/test-app.js';
import { SESSION_COOKIE_NAME, sessionCookieOptions } from '../api/session-cookie.js';

const sessionCookie = (response: request.Response): string | undefined =>
  ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));

/** A call that issues a new session cookie: no cookie is sent, so the session is new. */
const firstCall = (app: INestApplication, headers: Record<string, string> = {}) =>
  request(app.getHttpServer()).post('/api/ct/isLoggedIn?host=localhost').set(headers).send([]);

describe('security headers on every answer (issue 11, item 8; real Nest app)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it.each([
    ['a commerce answer', 200, () => request(app.getHttpServer()).post('/api/ct/getMyCart?host=localhost').send([])],
    ['a 404 of an unknown route', 404, () => request(app.getHttpServer()).get('/api/nope')],
    ['a 404 of an unknown method', 404, () => request(app.getHttpServer()).post('/api/ct/noSuchMethod?host=localhost').send([])],
    ['a 400 of a bad payload', 400, () => request(app.getHttpServer()).post('/api/ct/getMyCart?host=localhost').send({ not: 'an array' })],
    ['a 413 of a body over the limit', 413, () => request(app.getHttpServer()).post('/api/ct/getMyCart?host=localhost').set('Content-Type', 'application/json').send(`[${'0,'.repeat(200_000)}0]`)],
    ['a public GET', 200, () => request(app.getHttpServer()).get('/api/health')],
  ])('%s carries helmet\'s set with the strict API policy', async (_name, status, send) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it.each([
    ['a cart answer', () => request(app.getHttpServer()).post('/api/ct/getMyCart?host=localhost').send([])],
    ['a customer answer that is refused (guest getMe, 401)', () => request(app.getHttpServer()).post('/api/ct/getMe?host=localhost').send([])],
    ['an orders answer that is refused (guest page, 401)', () => request(app.getHttpServer()).post('/api/ct/getOrders?host=localhost').send([{}])],
    ['a 400 of a commerce call', () => request(app.getHttpServer()).post('/api/ct/addToCart?host=localhost').send([{}, { sku: 'X', quantity: 0 }])],
    ['a catalogue call (every /api/ct answer: one rule)', () => request(app.getHttpServer()).post('/api/ct/getShippingMethodsWithoutId?host=localhost').send([])],
  ])('%s is never stored by a cache (Cache-Control: no-store)', async (_name, send) => {
    const response = await send();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('an answer that sets the session cookie is never stored', async () => {
    const response = await firstCall(app);
    expect(sessionCookie(response)).toBeDefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['the health check', '/api/health'],
    ['the market', '/api/market?host=localhost'],
    ['a content component list', '/api/content/components'],
  ])('a public GET (%s) is not marked no-store', async (_name, path) => {
    const response = await request(app.getHttpServer()).get(path);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).not.toBe('no-store');
  });

  it('without a trusted proxy, X-Forwarded-Proto: https does not make the cookie Secure (the client could say anything)', async () => {
    const response = await firstCall(app, { 'X-Forwarded-Proto': 'https' });
    expect(sessionCookie(response)).toMatch(/HttpOnly/);
    expect(sessionCookie(response)).not.toMatch(/;\s*Secure/i);
  });
});

describe('the session cookie behind a gateway (TRUST_PROXY; real Nest app)', () => {
  const withTrust = (trustProxy: string) => createTestApp(undefined, { env: { TRUST_PROXY: trustProxy } });

  it('is Secure when a trusted proxy (loopback here) says the shopper came over https', async () => {
    const app = await withTrust('loopback');
    try {
      const response = await firstCall(app, { 'X-Forwarded-Proto': 'https' });
      expect(sessionCookie(response)).toMatch(/;\s*Secure/i);
    } finally {
      await app.close();
    }
  });

  it('is not Secure when the trusted proxy says the shopper came over plain http', async () => {
    const app = await withTrust('127.0.0.1,::1');
    try {
      const response = await firstCall(app, { 'X-Forwarded-Proto': 'http' });
      expect(sessionCookie(response)).toBeDefined();
      expect(sessionCookie(response)).not.toMatch(/;\s*Secure/i);
    } finally {
      await app.close();
    }
  });

  it('is not Secure when X-Forwarded-Proto comes from a peer that is not the trusted proxy', async () => {
    // The test's connection comes from loopback; only 192.0.2.10 (a documentation address) is trusted.
    const app = await withTrust('192.0.2.10');
    try {
      const response = await firstCall(app, { 'X-Forwarded-Proto': 'https' });
      expect(sessionCookie(response)).toBeDefined();
      expect(sessionCookie(response)).not.toMatch(/;\s*Secure/i);
    } finally {
      await app.close();
    }
  });
});

describe('sessionCookieOptions: Secure (reading chosen: TLS as Fastify sees it, and always in production)', () => {
  it.each([
    ['over TLS, outside production', true, 'development', true],
    ['over plain http, outside production', false, 'development', false],
    ['over plain http, under jest', false, 'test', false],
    ['over plain http, in production (a gateway whose TRUST_PROXY was forgotten)', false, 'production', true],
  ])('%s', (_name, overTls, nodeEnv, secure) => {
    expect(sessionCookieOptions({ overTls }, { NODE_ENV: nodeEnv }).secure).toBe(secure);
  });
});
