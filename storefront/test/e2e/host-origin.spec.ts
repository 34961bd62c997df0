import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { expect, test } from '../support/shop-test';
import { rootCategories, search } from '../support/backend';
import { categoryPath, DE, productPath, searchIndex } from '../support/shoppers';

/**
 * Issue 18 §5: the Host header decides the market, and nothing else. A host that names no market
 * is answered 421 (never served as some market, never echoed); on a market's host every absolute
 * URL the page writes starts with the market's configured origin, whatever Host the request had.
 * Requests go to the storefront under test on 127.0.0.1 with the Host written by hand (Node's
 * http, which sends any Host, as an attacker's client would).
 */

const PORT = Number(process.env.E2E_STOREFRONT_PORT);

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

function send(host: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port: PORT, path, method: options.method ?? 'GET', headers: { host, ...options.headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

const UNKNOWN_HOSTS = ['evil.example', `127.0.0.1:${PORT}`, `localhost:${PORT}@evil.example`];

/** A DE category and product as the backend has them. */
async function dePages(): Promise<{ category: string; product: string }> {
  const [root] = await rootCategories(DE.country);
  const [hit] = (await search({ indexName: searchIndex(DE), hitsPerPage: 1 })).hits;
  return { category: categoryPath(DE, root!.slug[DE.language]!), product: productPath(DE, hit!.url) };
}

/** An attribute of the page's head, decoded (a slug may be written with or without percent-escapes). */
const decoded = (value: string | undefined): string | undefined => (value === undefined ? undefined : decodeURI(value));
const linkHref = (html: string, rel: string): string | undefined => decoded(html.match(new RegExp(`<link[^>]*rel="${rel}"[^>]*href="([^"]*)"`))?.[1]);
const metaProperty = (html: string, property: string): string | undefined => decoded(html.match(new RegExp(`<meta[^>]*property="${property}"[^>]*content="([^"]*)"`))?.[1]);

test.describe('a host that names no market', () => {
  for (const host of UNKNOWN_HOSTS) {
    test(`${host}: pages, data requests and posts are answered 421 in plain text, nothing echoed`, async () => {
      const { category } = await dePages();
      for (const path of ['/', category, '/_.data', '/checkout/cart', '/search?query=x']) {
        const answer = await send(host, path);
        expect({ path, status: answer.status, type: answer.headers['content-type'] }).toEqual({ path, status: 421, type: 'text/plain; charset=utf-8' });
        expect(answer.body).not.toContain('evil.example');
        expect(answer.body).not.toContain('<');
      }
      const post = await send(host, '/add-to-cart', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host.split('@').at(-1)}` },
        body: 'sku=x&quantity=1',
      });
      expect(post.status).toBe(421);
    });
  }

  test('static files and the token-guarded cache endpoints answer on any host (ops call the server\'s own address)', async () => {
    // The e2e set-up probes /favicon.svg on 127.0.0.1.
    expect((await send(`127.0.0.1:${PORT}`, '/favicon.svg')).status).toBe(200);
    expect((await send(`127.0.0.1:${PORT}`, '/cache-invalidate', { method: 'POST' })).status).toBe(401);
  });
});

test.describe('absolute URLs on a market\'s host', () => {
  // proequip.de (no www) and a gateway's port are hosts of the DE market; the URLs name its
  // configured origin, https://www.proequip.de (markets' built-in production domain), not the Host.
  for (const host of ['proequip.de', `www.proequip.de:${PORT}`, 'WWW.ProEquip.de']) {
    test(`Host ${host}: canonical and og:url name https://www.proequip.de`, async () => {
      const { category, product } = await dePages();
      for (const path of ['/', category]) {
        const page = await send(host, encodeURI(path));
        expect({ path, status: page.status }).toEqual({ path, status: 200 });
        expect({ path, canonical: linkHref(page.body, 'canonical') }).toEqual({ path, canonical: `https://www.proequip.de${path}` });
      }
      const page = await send(host, encodeURI(product));
      expect(page.status).toBe(200);
      expect(linkHref(page.body, 'canonical')).toBe(`https://www.proequip.de${product}`);
      expect(metaProperty(page.body, 'og:url')).toBe(`https://www.proequip.de${product}`);
      expect(page.body).not.toMatch(/https?:\/\/proequip\.de|www\.proequip\.de:\d/i);
    });
  }

  test('a local market host keeps its own origin, port included', async () => {
    const page = await send(`de.localhost:${PORT}`, '/');
    expect(linkHref(page.body, 'canonical')).toBe(`http://de.localhost:${PORT}/`);
  });
});
