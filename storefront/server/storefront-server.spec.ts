import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { listeningStorefront, type ListeningStorefront } from './test-build.fixture.js';

/** What the stand-in backend saw. */
let lastBackendRequest: { url: string; headers: IncomingMessage['headers'] } | undefined;
let storefront: ListeningStorefront;
let origin: string;

beforeAll(async () => {
  storefront = await listeningStorefront(
    (request, response) => {
      lastBackendRequest = { url: request.url ?? '', headers: request.headers };
      response.setHeader('set-cookie', 'shop_session=abc; Path=/; HttpOnly');
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ backend: true }));
    },
    {
      prepareClientDir: (dir) => {
        mkdirSync(join(dir, 'assets'));
        writeFileSync(join(dir, 'assets', 'entry-Ab12.js'), 'export {};');
        writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
      },
    },
  );
  origin = storefront.origin;
});

afterAll(async () => storefront.close());

describe('the storefront server (one origin, ADR 10)', () => {
  it('proxies /api/* to the backend with the shopper’s host and address, and passes its Set-Cookie back', async () => {
    const response = await fetch(`${origin}/api/ct/getMe?host=x`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: 'locale=de-DE', origin }, body: '[]' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ backend: true });
    expect(response.headers.getSetCookie()).toEqual(['shop_session=abc; Path=/; HttpOnly']);
    expect(lastBackendRequest?.url).toBe('/api/ct/getMe?host=x');
    expect(lastBackendRequest?.headers.cookie).toBe('locale=de-DE');
    expect(lastBackendRequest?.headers['x-forwarded-host']).toBe(new URL(origin).host);
    expect(lastBackendRequest?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(lastBackendRequest?.headers['x-forwarded-proto']).toBe('http');
  });

  it('serves hashed assets immutable for a year and other public files revalidated', async () => {
    const asset = await fetch(`${origin}/assets/entry-Ab12.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const worker = await fetch(`${origin}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('hands pages to React Router with the shopper’s address forwarded', async () => {
    const response = await fetch(`${origin}/gastro/?page=2`, { headers: { cookie: 'locale=sk-SK' } });
    expect(response.status).toBe(200);
    const seen = (await response.json()) as { url: string; forwardedFor: string; cookie: string };
    expect(new URL(seen.url).pathname + new URL(seen.url).search).toBe('/gastro/?page=2');
    expect(seen.forwardedFor).toBe('127.0.0.1');
    expect(seen.cookie).toBe('locale=sk-SK');
  });

  it('leaves a form post’s body unread for the route’s action', async () => {
    const response = await fetch(`${origin}/add-to-cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'sku=EX10000001&quantity=2',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ method: 'POST', form: { sku: 'EX10000001', quantity: '2' } });
  });
});
