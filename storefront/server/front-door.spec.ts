import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { actionCalls, listeningStorefront, type ListeningStorefront } from './test-build.fixture.js';

/**
 * The storefront's front door (issue 18, items 1, 2 and 4; ADR 12) against the real server over
 * HTTP, with the echo build of test-build.fixture.ts and a stand-in backend that counts the calls
 * it is reached with.
 */
let backendCalls = 0;
let storefront: ListeningStorefront;
let origin: string;

beforeAll(async () => {
  storefront = await listeningStorefront((request, response) => {
    backendCalls += 1;
    request.resume();
    response.setHeader('content-type', 'application/json');
    response.end('{"backend":true}');
  });
  origin = storefront.origin;
});

afterAll(async () => storefront.close());

beforeEach(() => {
  actionCalls.length = 0;
  backendCalls = 0;
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const post = (path: string, headers: Record<string, string>, body: BodyInit | null = 'sku=EX10000001&quantity=2') =>
  fetch(`${origin}${path}`, { method: 'POST', headers, body, redirect: 'manual' });

describe('cross-site posts are refused before any action (issue 18, item 2)', () => {
  it.each([
    ['another origin', { origin: 'http://evil.example' }],
    ['another port of the same host', { origin: 'http://127.0.0.1:1' }],
    ['an opaque origin', { origin: 'null' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site but other-origin fetch (blog.localhost → de.localhost)', { 'sec-fetch-site': 'same-site' }],
    ['a page of another origin as Referer', { referer: 'http://evil.example/cart' }],
    ['no Origin nor Referer, with the shopper’s cookie', {}],
  ])('%s → 403 with a plain message, and no action runs', async (_case, headers) => {
    for (const path of ['/add-to-cart', '/add-to-cart.data', '/checkout/payment', '/log-out']) {
      const response = await post(path, { ...FORM, cookie: 'shop_session=victim', ...headers });
      expect([path, response.status]).toEqual([path, 403]);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toMatch(/^Forbidden: /);
    }
    expect(actionCalls).toEqual([]);
  });

  it('refuses a cross-site call to the /api proxy before it reaches the backend', async () => {
    const response = await post('/api/ct/addToCart', { 'content-type': 'text/plain', origin: 'http://blog.example', cookie: 'shop_session=victim' }, '[{},{"sku":"EX1"}]');
    expect(response.status).toBe(403);
    expect(backendCalls).toBe(0);
  });

  it('lets the shop’s own pages post: same Origin, same-origin fetch, same-origin Referer', async () => {
    for (const headers of [{ origin }, { origin, 'sec-fetch-site': 'same-origin' }, { referer: `${origin}/p/x` }] as Record<string, string>[]) {
      const response = await post('/add-to-cart', { ...FORM, cookie: 'shop_session=me', ...headers });
      expect(response.status).toBe(200);
    }
    expect(actionCalls).toEqual(['/add-to-cart', '/add-to-cart', '/add-to-cart']);
  });

  it('lets a post without cookie, Origin or Referer through: no session to ride (a script)', async () => {
    expect((await post('/add-to-cart', FORM)).status).toBe(200);
  });

  it('lets a webhook with its bearer token through without Origin, even with cookies kept; not with a foreign Origin', async () => {
    expect((await post('/add-to-cart', { ...FORM, cookie: 'locale=sk-SK', authorization: 'Bearer token' })).status).toBe(200);
    expect((await post('/add-to-cart', { ...FORM, cookie: 'locale=sk-SK', authorization: 'Basic dXNlcjpwdw==' })).status).toBe(403);
    expect((await post('/add-to-cart', { ...FORM, authorization: 'Bearer token', origin: 'http://evil.example' })).status).toBe(403);
  });
});

describe('malformed requests are a clear 4xx, never a 500 (issue 18, item 4)', () => {
  // The shop's own origin, known once the server listens.
  const own = () => ({ origin });

  it.each([
    ['JSON', { 'content-type': 'application/json' }, '{"sku":"EX10000001"}'],
    ['text/plain', { 'content-type': 'text/plain' }, 'sku=EX10000001'],
    ['XML', { 'content-type': 'application/xml' }, '<sku>EX10000001</sku>'],
    ['no content type', {}, 'sku=EX10000001'],
  ])('a body in %s posted to a form action → 415', async (_case, headers, body) => {
    const response = await fetch(`${origin}/add-to-cart`, { method: 'POST', headers: { ...own(), ...headers }, body: new TextEncoder().encode(body) });
    expect(response.status).toBe(415);
    expect(actionCalls).toEqual([]);
  });

  it('takes JSON where the route says so (the cache webhook)', async () => {
    const response = await post('/json-hook', { ...own(), 'content-type': 'application/json' }, '{"tag":"hero"}');
    expect([response.status, await response.json()]).toEqual([200, { received: { tag: 'hero' } }]);
  });

  it('a form body in a content coding → 415', async () => {
    const response = await post('/add-to-cart', { ...own(), ...FORM, 'content-encoding': 'gzip' }, gzipSync('sku=EX10000001'));
    expect(response.status).toBe(415);
    expect(actionCalls).toEqual([]);
  });

  it('multipart without a boundary, or not matching it → 400; a real one reaches the action', async () => {
    expect((await post('/add-to-cart', { ...own(), 'content-type': 'multipart/form-data' }, 'sku=1')).status).toBe(400);
    expect((await post('/add-to-cart', { ...own(), 'content-type': 'multipart/form-data; boundary=xyz' }, '--abc\r\nbroken')).status).toBe(400);
    const form = new FormData();
    form.set('sku', 'EX10000001');
    const response = await fetch(`${origin}/add-to-cart`, { method: 'POST', headers: own(), body: form });
    expect([response.status, await response.json()]).toEqual([200, { method: 'POST', form: { sku: 'EX10000001' } }]);
  });

  it('a post without a body is an empty form', async () => {
    const response = await post('/add-to-cart', own(), null);
    expect([response.status, await response.json()]).toEqual([200, { method: 'POST', form: {} }]);
  });

  it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS'])('%s on a page, an action or the /api proxy → 405 with Allow', async (method) => {
    for (const path of ['/add-to-cart', '/', '/api/ct/getMe']) {
      const response = await fetch(`${origin}${path}`, { method, headers: own() });
      expect([path, response.status, response.headers.get('allow')]).toEqual([path, 405, 'GET, HEAD, POST']);
    }
    expect(actionCalls).toEqual([]);
    expect(backendCalls).toBe(0);
  });

  // fetch() refuses to send TRACE: a plain Node request does.
  it('TRACE anywhere → 405 with Allow', async () => {
    for (const path of ['/', '/api/ct/getMe', '/favicon.svg']) {
      const answer = await new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
        const request = httpRequest(`${origin}${path}`, { method: 'TRACE' }, (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, allow: response.headers.allow });
        });
        request.on('error', reject);
        request.end();
      });
      expect([path, answer]).toEqual([path, { status: 405, allow: 'GET, HEAD, POST' }]);
    }
  });

  it('a verb Node does not know → 405 with Allow', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(origin).port), '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => { received += chunk.toString('latin1'); });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.write('FOO / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    });
    expect(answer).toMatch(/^HTTP\/1\.1 405 [^]*\r\nAllow: GET, HEAD, POST\r\n/);
  });

  it('a form body over 64 KB → 413, announced by Content-Length or streamed in chunks', async () => {
    const big = `sku=${'x'.repeat(70 * 1024)}`;
    expect((await post('/add-to-cart', { ...own(), ...FORM }, big)).status).toBe(413);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 70; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const streamed = await fetch(`${origin}/add-to-cart`, { method: 'POST', headers: { ...own(), ...FORM }, body: chunked, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(actionCalls).toEqual([]);
  });
});

describe('no redirect leaves the shop (issue 18, item 1: the server’s last line)', () => {
  it.each(['//evil.example/', 'http://evil.example/', '/\\evil.example'])('an action redirecting to %j is sent home instead', async (to) => {
    const response = await post('/go', { ...FORM, origin }, new URLSearchParams({ to }).toString());
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location')!, `${origin}/go`).origin).toBe(origin);
  });

  it.each(['//evil.example/', '/\\evil.example', '/.//evil.example'])('a page redirecting a GET to %j is sent home instead', async (to) => {
    const response = await fetch(`${origin}/go?to=${encodeURIComponent(to)}`, { redirect: 'manual' });
    expect(new URL(response.headers.get('location')!, `${origin}/go`).origin).toBe(origin);
  });

  it('a GET may go to an absolute URL (the SEO registry may move a page to another of the shop’s domains)', async () => {
    const response = await fetch(`${origin}/go?to=${encodeURIComponent('https://www.proequip.at/x')}`, { redirect: 'manual' });
    expect([response.status, response.headers.get('location')]).toEqual([308, 'https://www.proequip.at/x']);
  });

  it('a redirect on the shop passes unchanged', async () => {
    const response = await post('/go', { ...FORM, origin }, 'to=%2Fcheckout%2Fcart%3Fcart%3Dadded');
    expect(response.headers.get('location')).toBe('/checkout/cart?cart=added');
  });
});
