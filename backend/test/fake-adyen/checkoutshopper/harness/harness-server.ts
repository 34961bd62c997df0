import { readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { checkoutshopperRoutes } from '../checkoutshopper-routes.js';
import { buildPage } from './build-page.js';

export const CLIENT_KEY = 'test_FAKECLIENTKEY';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export interface Harness {
  /** The shop page with Drop-in, at http://127.0.0.1:PORT/ */
  pageUrl: string;
  /** The fake's origin: same server, another host name, so another origin (with "test" in it, see README). */
  fakeOrigin: string;
  close(): Promise<void>;
}

/**
 * One loopback server: the bundled Drop-in page on 127.0.0.1, and the fake's checkoutshopper
 * routes, which the page reaches as checkoutshopper-test.localhost (Chromium resolves *.localhost
 * to loopback). The page's CSP allows the fake's origin only where Drop-in needs it.
 */
export async function startHarness(): Promise<Harness> {
  const pageDir = await buildPage();
  const routes = checkoutshopperRoutes({ clientKey: CLIENT_KEY });
  let fakeOrigin = '';
  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
  });
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (await routes(req, res)) return;
    const path = new URL(req.url ?? '/', 'http://harness.invalid').pathname;
    if (path === '/harness-config.json') {
      const base = `${fakeOrigin}/checkoutshopper/`;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({
        clientKey: CLIENT_KEY,
        environmentUrls: { api: base, analytics: `${fakeOrigin}/checkoutanalytics/`, cdn: { images: base, translations: base } },
      }));
      return;
    }
    const file = normalize(path === '/' ? '/index.html' : path);
    const type = TYPES[extname(file)];
    if (!type || file.includes('..')) {
      res.writeHead(404).end();
      return;
    }
    const body = await readFile(join(pageDir, file)).catch(() => undefined);
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': type, 'Content-Security-Policy': pageCsp(fakeOrigin) });
    res.end(body);
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fakeOrigin = `http://checkoutshopper-test.localhost:${port}`;
  return {
    pageUrl: `http://127.0.0.1:${port}/`,
    fakeOrigin,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(pageDir, { recursive: true, force: true });
    },
  };
}

/** What the shop's payment page must allow for Drop-in against `adyen` (an origin). */
export function pageCsp(adyen: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${adyen}`,
    `frame-src ${adyen}`,
    `img-src ${adyen}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}
