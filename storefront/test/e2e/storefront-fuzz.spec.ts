import fc from 'fast-check';
import type { ServerBuild } from 'react-router';
import { rawRequest, type RawAnswer } from '../support/raw-http';
import { expect, test } from '../support/shop-test';

// The standing storefront fuzz (issue 18, item 9), like the backend's payload fuzz: every page
// route and every action route of the real build (read from the server build's `routes`, so a new
// form action is covered without editing this file), with malformed paths, queries, verbs, content
// types and bodies, and cross-site origins, against the real storefront and backend of the e2e
// run. Deterministic (FUZZ_SEED, one seed by default) and bounded in count.

const PORT = Number(process.env.E2E_STOREFRONT_PORT);
// Plain localhost is the SK market, and Node resolves it; the shop's own origin as a browser names it.
const HOST = `localhost:${PORT}`;
const OWN = `http://${HOST}`;
const SEED = Number(process.env.FUZZ_SEED ?? 18_009);
/** No page of the demo shop is near this; an answer over it is out of proportion. */
const MAX_ANSWER_BYTES = 3 * 1024 * 1024;

const buildDir = new URL(`../../${process.env.STOREFRONT_BUILD_DIR ?? 'build'}/`, import.meta.url);
const build = (await import(new URL('server/index.js', buildDir).href)) as ServerBuild;

interface RouteCase {
  readonly id: string;
  readonly path: string;
  readonly hasAction: boolean;
}

/** Every route's full path, with a sample value for each parameter and splat. */
function routeCases(): RouteCase[] {
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return '';
    const parent = fullPath(route.parentId);
    return route.path ? `${parent}/${route.path}` : parent;
  };
  return Object.values(build.routes).flatMap((route) => {
    if (!route || route.id === 'root') return [];
    const path = fullPath(route.id).replace(/\/\*$/, '/fuzz-splat').replace(/:[a-zA-Z]+/g, 'fuzz-param').replace(/\/+/g, '/') || '/';
    return [{ id: route.id, path, hasAction: typeof (route.module as { action?: unknown }).action === 'function' }];
  });
}

const ROUTES = routeCases();
const ACTIONS = ROUTES.filter((route) => route.hasAction);

/** What every answer must be: no 5xx, bounded, and no Location off the shop's origin. */
function expectSound(answer: RawAnswer, what: string): void {
  expect(answer.status, `${what}: a status`).toBeGreaterThanOrEqual(100);
  expect(answer.status, `${what}: no 5xx`).toBeLessThan(500);
  expect(answer.bytes, `${what}: bounded`).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
  const location = answer.headers['location'];
  if (location !== undefined) expect(new URL(location, `${OWN}/x/y`).origin, `${what}: Location ${location}`).toBe(OWN);
}

const requestHead = (method: string, target: string, headers: Record<string, string> = {}): string =>
  [`${method} ${target} HTTP/1.1`, `Host: ${HOST}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)].join('\r\n');

/** Runs cases two at a time: the machine under test has two cores and a browser of another spec. */
async function runAll<T>(cases: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < cases.length; i += 2) await Promise.all(cases.slice(i, i + 2).map(run));
}

const hostileSegment = fc.oneof(
  fc.constantFrom('.', '..', '%2e', '%2e%2e', '%2E.', '.%2e', '', '%2f', '%5c', '%00', '%ff', '%', '%zz', '~', '*', '@evil.example',
    'evil.example', '%c0%ae', ';', ';jsessionid=1', 'index.data', '_root.data', '__manifest', 'x'.repeat(300)),
  fc.string({ unit: 'grapheme-ascii', maxLength: 12 }).map(encodeURI),
  fc.string({ unit: 'binary', maxLength: 8 }).map(encodeURIComponent),
);
const hostileQuery = fc.oneof(
  fc.constantFrom('', '?', '?page=-1', '?page=1e9', '?page=NaN', '?query=%00', '?returnTo=//evil.example', '?redirect=/.//evil.example',
    '?a=1&a=2&a[]=3', '?%ff=%fe', `?q=${'x'.repeat(4000)}`, '?hash=eyJyZWRpcmVjdF90byI6Ii8uLy9ldmlsLmV4YW1wbGUifQ', '?sort=__proto__', '?_data=root'),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 10 }), { maxKeys: 3 }).map((query) => `?${new URLSearchParams(query)}`),
);
/** Where a post sends the shopper back: the forms of issue 18, item 1, and generated ones. */
const hostileReturnTo = fc.oneof(
  fc.constantFrom('/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/a/..//evil.example', '//evil.example', '/\\evil.example',
    '/\t/evil.example', 'https://evil.example/', 'javascript:alert(1)', '/%2e%2e/%2e%2e//evil.example', '/./\\/evil.example'),
  fc.array(hostileSegment, { maxLength: 4 }).map((segments) => `/${segments.join('/')}`),
);

test.describe('storefront fuzz (issue 18, item 9)', () => {
  test('the build has page routes and form actions to fuzz', () => {
    expect(ROUTES.length).toBeGreaterThan(20);
    expect(ACTIONS.map((route) => route.path)).toEqual(expect.arrayContaining(['/add-to-cart', '/cart-actions', '/cart/guarantee', '/newsletter', '/add-review']));
  });

  test('every page route, with hostile paths and queries, answers below 500 and stays on the shop', async () => {
    const cases = ROUTES.flatMap((route, index) => {
      const [segment, query] = fc.sample(fc.tuple(hostileSegment, hostileQuery), { seed: SEED + index, numRuns: 1 })[0]!;
      return [`${route.path}${query}`, `${route.path}/${segment}${query}`.replace(/^\/\//, '/')];
    });
    await runAll(cases, async (target) => expectSound(await rawRequest(PORT, requestHead('GET', target)), `GET ${target}`));
  });

  test('malformed paths, verbs and request targets answer below 500', async () => {
    // Request targets that a page's own redirect (search, URL rules) could turn into '//host'.
    const probes = ['//evil.example/search?query=x&page=1', '//evil.example/', '//evil.example/c/x?page=1', '/.//evil.example/', '/search/..//evil.example?page=1',
      '//evil.example/home', '///evil.example/Home/', '/%2e%2e//evil.example/'];
    const paths = [...probes, ...fc.sample(fc.tuple(fc.array(hostileSegment, { minLength: 1, maxLength: 5 }), hostileQuery), { seed: SEED, numRuns: 40 })
      .map(([segments, query]) => `/${segments.join('/')}${query}`)];
    const verbs = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'SEARCH', 'FOO'].flatMap((verb) =>
      ['/', '/add-to-cart', '/api/ct/getMyCart', '/media/x.png'].map((target) => ({ verb, target })));
    await runAll(paths, async (target) => expectSound(await rawRequest(PORT, requestHead('GET', target)), `GET ${target}`));
    await runAll(verbs, async ({ verb, target }) => {
      const answer = await rawRequest(PORT, requestHead(verb, target));
      expectSound(answer, `${verb} ${target}`);
      expect([verb, target, answer.status]).toEqual([verb, target, 405]);
    });
  });

  test('every action route refuses malformed bodies with a 4xx and sends no one off the shop', async () => {
    const form = (fields: Record<string, string>) => Buffer.from(new URLSearchParams(fields).toString());
    const bodies: { name: string; headers: Record<string, string>; body: Buffer }[] = [
      { name: 'JSON', headers: { 'Content-Type': 'application/json' }, body: Buffer.from('{"sku":"EX10000001","quantity":1}') },
      { name: 'text/plain', headers: { 'Content-Type': 'text/plain' }, body: Buffer.from('sku=EX10000001') },
      { name: 'XML', headers: { 'Content-Type': 'application/xml' }, body: Buffer.from('<a>1</a>') },
      { name: 'no type', headers: {}, body: Buffer.from('sku=EX10000001') },
      { name: 'multipart without boundary', headers: { 'Content-Type': 'multipart/form-data' }, body: Buffer.from('x') },
      { name: 'multipart with a broken boundary', headers: { 'Content-Type': 'multipart/form-data; boundary=b' }, body: Buffer.from('--a\r\nx') },
      { name: 'gzip-labelled', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Encoding': 'gzip' }, body: Buffer.from('sku=1') },
      { name: 'too large', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: Buffer.alloc(65 * 1024, 'a') },
      { name: 'a Content-Length shorter than the body', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': '5' }, body: Buffer.from('sku=EX10000001') },
      ...fc.sample(fc.tuple(hostileReturnTo, fc.dictionary(fc.constantFrom('sku', 'quantity', 'intent', 'lineId', 'email', 'rating', 'via', 'code', 'x'), fc.string({ maxLength: 30 }), { maxKeys: 4 })), { seed: SEED, numRuns: 6 })
        .map(([returnTo, fields], index) => ({ name: `form ${index}`, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form({ ...fields, returnTo }) })),
    ];
    // Every body on each action once (a language's prefixed copy of a page route runs the same
    // module: it gets one body of the list, chosen by the seed, to keep the count bounded).
    const cases = ACTIONS.flatMap((route, index) =>
      (route.id.includes('@') ? [bodies[(SEED + index) % bodies.length]!] : bodies).map((body) => ({ route, ...body })));
    await runAll(cases, async ({ route, name, headers, body }) => {
      const length = headers['Content-Length'] ?? String(body.length);
      const answer = await rawRequest(PORT, requestHead('POST', route.path, { Origin: OWN, ...headers, 'Content-Length': length }), body);
      expectSound(answer, `POST ${route.path} (${name})`);
      if (!name.startsWith('form ') && !name.includes('shorter')) expect([route.path, name, answer.status >= 400]).toEqual([route.path, name, true]);
    });
  });

  test('a cross-site post to any action is refused and changes nothing of the shopper’s cart', async () => {
    const cookieOf = (answer: RawAnswer) => answer.headers['set-cookie']?.split('\n').map((line) => line.split(';')[0]).join('; ');
    const first = Buffer.from('sku=EX10000001&quantity=1&via=fetch');
    const added = await rawRequest(PORT, requestHead('POST', '/add-to-cart', { Origin: OWN, 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(first.length) }), first);
    expect(added.status).toBe(200);
    const cookie = cookieOf(added)!;
    expect(cookie).toBeTruthy();
    const cart = async (): Promise<string> => {
      const response = await fetch(`${OWN}/api/ct/getMyCart`, { method: 'POST', headers: { origin: OWN, cookie, 'content-type': 'application/json' }, body: '[]' });
      const { cart: mine } = (await response.json()) as { cart: { lineItems: { sku?: string; variant?: { sku?: string }; quantity: number }[] } | null };
      return JSON.stringify(mine?.lineItems.map((line) => line.quantity));
    };
    const before = await cart();
    expect(before).toBe('[1]');
    const senders: Record<string, string>[] = [{ Origin: 'http://evil.example' }, { Origin: 'http://blog.localhost:' + PORT, 'Sec-Fetch-Site': 'same-site' }, { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'null' }, { Referer: 'http://evil.example/page' }, {}];
    const body = Buffer.from('sku=EX10000001&quantity=2&intent=quantity&lineId=x&email=a%40b.example&returnTo=%2F.%2F%2Fevil.example');
    const cases = [...ACTIONS.map((route) => route.path), '/api/ct/addToCart', '/add-to-cart.data'].flatMap((path) => senders.map((sender) => ({ path, sender })));
    await runAll(cases, async ({ path, sender }) => {
      const answer = await rawRequest(PORT, requestHead('POST', path, { ...sender, Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(body.length) }), body);
      expectSound(answer, `cross-site POST ${path} ${JSON.stringify(sender)}`);
      expect([path, sender, answer.status]).toEqual([path, sender, 403]);
    });
    expect(await cart()).toBe(before);
  });
});
