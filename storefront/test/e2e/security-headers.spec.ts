import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { marketOrigin } from '../support/markets';

// The headers of the shop's answers as the real built storefront sends them (item 6 of issue 18).

const PORT = process.env.E2E_STOREFRONT_PORT;
// Node cannot resolve {country}.localhost (the browser can): requests go to 127.0.0.1 with the
// market's Host header, as in url-rules.spec.ts.
const DIRECT = `http://127.0.0.1:${PORT}`;
const host = (country: string): string => `${country}.localhost:${PORT}`;
const SK = marketOrigin('sk');

const getPage = (request: APIRequestContext, country: string, path: string): Promise<APIResponse> =>
  request.get(`${DIRECT}${path}`, { headers: { host: host(country) } });

/** The nonce of the page's Content-Security-Policy, which must allow scripts and styles by it. */
function policyNonce(response: APIResponse): string {
  const policy = response.headers()['content-security-policy'] ?? '';
  const scripts = /(?:^|; )script-src ([^;]+)/.exec(policy)?.[1] ?? '';
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scripts)?.[1];
  expect(nonce, `script-src names a nonce: ${policy}`).toBeDefined();
  return nonce!;
}

/** Every `<script>` of the page and the nonce each carries ('' without one). */
const scriptNonces = (html: string): string[] => [...html.matchAll(/<script\b[^>]*>/g)].map((tag) => /\snonce="([^"]*)"/.exec(tag[0])?.[1] ?? '');

/** Paths of a category page, as the home page links it, and of a product it lists (the demo catalogue). */
async function catalogPaths(request: APIRequestContext): Promise<{ product: string; category: string }> {
  const home = await (await getPage(request, 'sk', '/')).text();
  // The header's contact panel links the support form first; the category bar follows.
  const category = [...home.matchAll(/href="(\/[a-z0-9-]+\/)"/g)].map((match) => match[1]).find((path) => path !== '/support/');
  expect(category, 'the home page links a category').toBeTruthy();
  const listing = await (await getPage(request, 'sk', category!)).text();
  const product = /href="(\/[a-z0-9-]+-\d{8})"/.exec(listing)?.[1];
  expect(product, 'the category page links a product').toBeTruthy();
  return { product: product!, category: category! };
}

test('every kind of HTML page carries the policy, X-Frame-Options, nosniff and Referrer-Policy, and its nonce is on every script of the page', async ({ request }) => {
  const { product, category } = await catalogPaths(request);
  const pages = [
    ['sk', '/'],
    ['sk', category],
    ['sk', product],
    ['sk', '/support/'],
    ['sk', '/search?query=vrtacka'],
    ['sk', '/checkout/cart'],
    ['sk', '/login'],
    ['sk', '/no-such-cms-page/'],
    ['de', '/'],
    ['ch', '/fr'],
  ] as const;
  for (const [country, path] of pages) {
    const url = `${marketOrigin(country)}${path}`;
    const response = await getPage(request, country, path);
    expect(response.headers()['content-type'], url).toMatch(/^text\/html/);
    const headers = response.headers();
    expect(headers['x-frame-options'], url).toBe('DENY');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    const nonce = policyNonce(response);
    const nonces = scriptNonces(await response.text());
    expect(nonces.length, `${url} has inline bootstrap scripts`).toBeGreaterThan(2);
    expect(nonces.filter((scriptNonce) => scriptNonce !== nonce), `${url}: scripts without the policy's nonce`).toEqual([]);
  }
});

// A guest's page kept by the guest page cache (server/page-cache/, issue 21) is sent as it was
// rendered, nonce included, until a catalogue or content change drops it: every page rendered
// for a shopper gets its own.
test('the nonce is new for every rendered answer, also for the same page and the same shopper', async ({ request }) => {
  const nonces = new Set<string>();
  for (let answer = 0; answer < 5; answer += 1) {
    const response = await request.get(`${DIRECT}/`, { headers: { host: host('sk'), cookie: 'shop_session=a-shopper' } });
    expect(response.headers()['x-page-cache']).toBe('BYPASS');
    nonces.add(policyNonce(response));
  }
  expect(nonces.size).toBe(5);
});

// Every enhanced form action and JSON resource route of routes.ts; a form post without its fields
// is answered as data (the shopper's form shows the outcome), as a complete one is.
const FORM_ACTIONS = ['/add-to-cart', '/cart-actions', '/cart/guarantee', '/newsletter', '/add-review'];
const JSON_ROUTES = ['/cart.json', '/not-found-blocks.json', '/cart/guarantee-options.json', '/cart/complementary.json'];

test('the JSON answers of the enhanced forms (via=fetch) and of the resource routes are nosniff', async ({ request }) => {
  const answers: { path: string; type: string; nosniff: string }[] = [];
  const seen = (path: string, response: APIResponse) =>
    answers.push({ path, type: (response.headers()['content-type'] ?? '').split(';')[0]!, nosniff: response.headers()['x-content-type-options'] ?? '' });
  for (const path of FORM_ACTIONS) {
    seen(path, await request.post(`${DIRECT}${path}`, {
      form: { returnTo: '/', via: 'fetch' },
      headers: { host: host('sk'), origin: SK, referer: `${SK}/`, accept: 'application/json' },
    }));
  }
  for (const path of JSON_ROUTES) seen(path, await request.get(`${DIRECT}${path}`, { headers: { host: host('sk'), accept: 'application/json' } }));
  expect(answers).toEqual([...FORM_ACTIONS, ...JSON_ROUTES].map((path) => ({ path, type: 'application/json', nosniff: 'nosniff' })));
});
