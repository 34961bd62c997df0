import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeTracking } from '../../../backend/src/newsletter/fake-tracking.fixture';
import { FakeOrdersService } from '../../../backend/src/orders-portal/fake-orders-service.fixture';
import { freePort } from './free-port';
import { startServer, stopServer, storefrontBuildEnv } from './own-servers';
import { expect, test as shopTest } from './shop-test';

// A shop with the account's outside services (issue 20, my-newsletter and my orders): a local
// tracking service (TRACKING_URL) and a local orders service (ORDERS_PORTAL_URL), each a fake that
// takes only the spec's request shape, its own backend (fresh database in a temp folder) and its
// own storefront, on free loopback ports, for one Playwright worker. The shared shop stays
// without them. Everything started here is stopped when the worker ends.

export interface ExtrasShop {
  readonly tracking: FakeTracking;
  readonly orders: FakeOrdersService;
  readonly backendUrl: string;
  /** The storefront's origin for a market, as a shopper there opens it. */
  origin(country: string): string;
}

export const test = shopTest.extend<object, { extrasShop: ExtrasShop }>({
  extrasShop: [
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'shop-extras-e2e-'));
      const tracking = new FakeTracking();
      const orders = new FakeOrdersService();
      const backendPort = await freePort();
      const storefrontPort = await freePort();
      const backendUrl = `http://127.0.0.1:${backendPort}`;
      let backend: ChildProcess | undefined;
      let storefront: ChildProcess | undefined;
      try {
        const trackingUrl = await tracking.start();
        const ordersUrl = await orders.start();
        backend = await startServer('the extras backend', '../backend/dist/main.js', {
          PORT: String(backendPort), HOST: '127.0.0.1', ENGINE_DATABASE_FILE: join(dataDir, 'shop.sqlite'), TRUST_PROXY: 'loopback',
          NODE_ENV: 'test', PASSWORD_HASH_COST: '10', TRACKING_URL: trackingUrl, ORDERS_PORTAL_URL: ordersUrl,
        }, `${backendUrl}/api/health`);
        storefront = await startServer('the extras storefront', 'dist/server/main.js', {
          PORT: String(storefrontPort), HOST: '127.0.0.1', BACKEND_URL: backendUrl, TRUST_PROXY: 'loopback', IMAGE_CHECK_TIMEOUT_MS: '30000',
          ...storefrontBuildEnv(),
        }, `http://127.0.0.1:${storefrontPort}/favicon.svg`);
        await use({ tracking, orders, backendUrl, origin: (country) => `http://${country.toLowerCase()}.localhost:${storefrontPort}` });
      } finally {
        await stopServer(storefront);
        await stopServer(backend);
        await orders.stop();
        await tracking.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
export { expect };
