import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as pause } from 'node:timers/promises';
import { serverBuild } from '../server-build.fixture.js';
import { listeningStorefront, type ListeningStorefront } from '../test-build.fixture.js';
import { CONSENT_COOKIE } from '../../app/layout/consent.js';
import { SESSION_COOKIE_NAME } from '../../../backend/src/api/session-cookie.js';
import { GUEST_COOKIES, SESSION_COOKIE } from './guest-request.js';
import { PAGE_CACHE_MARKS } from './page-cache-marks.js';

/** The stand-in catalogue: what the pages show, and how often each was rendered. */
const catalogue = { stock: 5, renders: 0 };

/** The stand-in backend's catalogue feed: the open streams, and whether it answers at all. */
const feed = {
  streams: new Set<ServerResponse>(),
  refusing: false,
  send(event: string, data: unknown = {}) {
    for (const stream of this.streams) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  },
  /** Ends every open stream (a backend restart). */
  drop() {
    for (const stream of this.streams) stream.end();
    this.streams.clear();
  },
};

function backend(request: IncomingMessage, response: ServerResponse): void {
  if (request.url !== '/internal/catalogue-changes' || feed.refusing) {
    response.statusCode = 503;
    response.end();
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.write('retry: 50\n\n');
  feed.streams.add(response);
  response.on('close', () => feed.streams.delete(response));
  response.write('event: ready\ndata: {}\n\n');
}

const html = (body: string, headers: Record<string, string> = {}, cookies: string[] = []) => {
  const answer = new Headers({ 'content-type': 'text/html', 'content-security-policy': "script-src 'nonce-abc'", ...headers });
  for (const cookie of cookies) answer.append('set-cookie', cookie);
  // Long enough to be compressed by the server on a miss (its threshold is 1 KiB).
  return new Response(`<!doctype html><p>${body}</p>${'<i>padding</i>'.repeat(200)}`, { headers: answer });
};

/** Resource routes standing in for the app's pages: a guest page shows the stock; the others are what must never be kept. */
const build = serverBuild(
  {
    root: { id: 'root', path: '', module: {} },
    product: {
      id: 'product', parentId: 'root', path: 'p/*',
      module: { loader: () => (catalogue.renders += 1, html(`stock ${catalogue.stock}`, { [PAGE_CACHE_MARKS.guestPage]: '1' }, ['locale=sk-SK; Path=/'])) },
    },
    session: {
      id: 'session', parentId: 'root', path: 'p/with-session',
      module: { loader: () => html('a session began', { [PAGE_CACHE_MARKS.guestPage]: '1' }, ['shop_session=s1; Path=/; HttpOnly', 'country=SK; Path=/']) },
    },
    remembers: {
      id: 'remembers', parentId: 'root', path: 'remembers',
      module: { loader: () => html('remembered', { [PAGE_CACHE_MARKS.guestPage]: '1' }, ['remember_me=1; Path=/']) },
    },
    cart: { id: 'cart', parentId: 'root', path: 'cart', module: { loader: () => html('your cart') } },
    invalidate: {
      id: 'invalidate', parentId: 'root', path: 'cache-invalidate',
      module: { action: () => Response.json({ dropped: 1 }, { headers: { [PAGE_CACHE_MARKS.dropAll]: '1' } }) },
    },
  },
  () => new Response('no documents in this build', { status: 500 }),
);

let storefront: ListeningStorefront;
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${storefront.origin}${path}`, { headers });
const outcome = async (path: string, headers: Record<string, string> = {}) => {
  const response = await get(path, headers);
  return { cache: response.headers.get('x-page-cache'), body: (await response.text()).slice(0, 40), cookies: response.headers.getSetCookie() };
};

/**
 * Asks for the page until the cache answers `wanted` (the follower hears the feed on its own
 * connection, a moment after the stand-in wrote): bounded by the test's timeout, with why.
 */
async function until(path: string, wanted: (cache: string | null) => boolean, why: string): Promise<void> {
  for (let tries = 0; ; tries += 1) {
    if (wanted((await get(path)).headers.get('x-page-cache'))) return;
    if (tries > 500) throw new Error(`The page cache never ${why}`);
    await pause(10);
  }
}

beforeAll(async () => {
  storefront = await listeningStorefront(backend, {
    build,
    pageCache: { maxEntries: 100, maxBytes: 10_000_000, ttlMs: 600_000, feedSilenceMs: 600_000, feedRetryMs: 50 },
  });
});
afterAll(async () => {
  feed.drop();
  await storefront.close();
});

beforeEach(async () => {
  feed.refusing = false;
  catalogue.stock = 5;
  await until('/p/drill', (cache) => cache !== 'BYPASS', 'went live on the feed’s ready event');
  // A clean slate: the stand-in reports a change.
  feed.send('change', { everything: true });
  await until('/p/drill', (cache) => cache === 'MISS', 'dropped its pages on a change');
});

describe('the guest page cache (issue 21)', () => {
  it('serves a guest a miss, then the kept page compressed as asked, with the market cookies its render set', async () => {
    expect(await outcome('/p/grinder')).toMatchObject({ cache: 'MISS', body: '<!doctype html><p>stock 5</p><i>padding<', cookies: ['locale=sk-SK; Path=/'] });
    const renders = catalogue.renders;
    const plain = await get('/p/grinder');
    expect({ cache: plain.headers.get('x-page-cache'), cookies: plain.headers.getSetCookie(), csp: plain.headers.get('content-security-policy') })
      .toEqual({ cache: 'HIT', cookies: ['locale=sk-SK; Path=/'], csp: "script-src 'nonce-abc'" });
    expect((await plain.text()).startsWith('<!doctype html><p>stock 5</p>')).toBe(true);

    for (const encoding of ['br', 'gzip'] as const) {
      const response = await fetch(`${storefront.origin}/p/grinder`, { headers: { 'accept-encoding': encoding } });
      // Node's fetch decodes what it was sent by the encoding the answer names.
      const raw = Buffer.from(await response.arrayBuffer());
      expect({ encoding: response.headers.get('content-encoding'), vary: response.headers.get('vary'), cache: response.headers.get('x-page-cache') })
        .toEqual({ encoding, vary: 'accept-encoding', cache: 'HIT' });
      expect(raw.toString().startsWith('<!doctype html><p>stock 5</p>')).toBe(true);
    }
    expect(catalogue.renders).toBe(renders);
  });

  it('keeps one page per language inputs and URL: another locale cookie or query is a miss', async () => {
    expect((await outcome('/p/saw')).cache).toBe('MISS');
    expect((await outcome('/p/saw', { cookie: 'locale=de-DE' })).cache).toBe('MISS');
    expect((await outcome('/p/saw', { 'accept-language': 'hu' })).cache).toBe('MISS');
    expect((await outcome('/p/saw?page=2')).cache).toBe('MISS');
    expect((await outcome('/p/saw', { cookie: 'locale=de-DE; country=SK' })).cache).toBe('MISS');
    expect((await outcome('/p/saw', { cookie: 'locale=de-DE; shop_consent=all' })).cache).toBe('HIT');
  });

  it('never serves nor keeps a page for a request with a session or any other personal cookie', async () => {
    expect((await outcome('/p/plane')).cache).toBe('MISS');
    expect((await outcome('/p/plane')).cache).toBe('HIT');
    expect(await outcome('/p/plane', { cookie: 'shop_session=s9' })).toMatchObject({ cache: 'BYPASS' });
    expect((await outcome('/p/plane', { cookie: 'locale=sk-SK; tracker=1' })).cache).toBe('BYPASS');
    expect((await outcome('/p/new', { cookie: 'shop_session=s9' })).cache).toBe('BYPASS');
    expect((await outcome('/p/new')).cache).toBe('MISS');
  });

  it('never keeps a page that sets a cookie other than the market’s or a new session, nor one its route did not mark', async () => {
    expect(await outcome('/remembers')).toMatchObject({ cache: 'BYPASS', cookies: ['remember_me=1; Path=/'] });
    expect(await outcome('/remembers')).toMatchObject({ cache: 'BYPASS', cookies: ['remember_me=1; Path=/'] });
    expect((await outcome('/cart')).cache).toBe('BYPASS');
    expect((await outcome('/cart')).cache).toBe('BYPASS');
  });

  it('shows the stock the catalogue has once the feed reported its change', async () => {
    expect((await outcome('/p/drill')).body).toContain('stock 5');
    expect((await outcome('/p/drill')).cache).toBe('HIT');
    catalogue.stock = 0;
    feed.send('change', { productIds: [], skus: ['EX1'], everything: false });
    await until('/p/drill', (cache) => cache !== 'HIT', 'dropped the page the feed said changed');
    expect(await outcome('/p/drill')).toMatchObject({ cache: 'HIT', body: expect.stringContaining('stock 0') });
  });

  it('neither serves nor keeps pages while the feed is lost, and starts empty when it is back', async () => {
    expect((await outcome('/p/drill')).cache).toBe('HIT');
    feed.refusing = true;
    feed.drop();
    await until('/p/drill', (cache) => cache === 'BYPASS', 'stopped when the feed was lost');
    catalogue.stock = 0;
    expect(await outcome('/p/drill')).toMatchObject({ cache: 'BYPASS', body: expect.stringContaining('stock 0') });
    expect((await outcome('/p/drill')).cache).toBe('BYPASS');
    feed.refusing = false;
    await until('/p/drill', (cache) => cache !== 'BYPASS', 'went live again when the feed was back');
    expect(await outcome('/p/drill')).toMatchObject({ cache: 'HIT', body: expect.stringContaining('stock 0') });
  });

  it('drops every page when the content cache is invalidated', async () => {
    expect((await outcome('/p/drill')).cache).toBe('HIT');
    const invalidated = await fetch(`${storefront.origin}/cache-invalidate`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'all=1' });
    expect({ status: invalidated.status, mark: invalidated.headers.get(PAGE_CACHE_MARKS.dropAll) }).toEqual({ status: 200, mark: null });
    expect((await outcome('/p/drill')).cache).toBe('MISS');
  });

  it('keeps a guest page whose render began a new session, without the session: the next guest gets none', async () => {
    expect(await outcome('/p/with-session')).toMatchObject({ cache: 'MISS', cookies: ['shop_session=s1; Path=/; HttpOnly', 'country=SK; Path=/'] });
    expect(await outcome('/p/with-session')).toMatchObject({ cache: 'HIT', cookies: ['country=SK; Path=/'], body: expect.stringContaining('a session began') });
    expect((await outcome('/p/with-session', { cookie: 'shop_session=s1' })).cache).toBe('BYPASS');
  });

  it('names the cookies as the app and the backend do', () => {
    expect(GUEST_COOKIES.has(CONSENT_COOKIE)).toBe(true);
    expect(SESSION_COOKIE).toBe(SESSION_COOKIE_NAME);
  });
});

