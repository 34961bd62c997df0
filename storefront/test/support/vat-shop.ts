import type { BrowserContext } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeVies } from '../../../backend/test/fake-vat/fake-vies';
import { shopperCallAt } from './browser-session';
import { freePort } from './free-port';
import { startServer, stopServer, storefrontBuildEnv } from './own-servers';
import { expect, test as shopTest } from './shop-test';

// A shop that validates VAT IDs (issue 20, journeys 1–2): a local fake of the EU's VIES REST
// service (backend/test/fake-vat, which checks the real request shape), its own backend (fresh
// database in a temp folder) with VAT_VALIDATOR=vies and VAT_VIES_URL pointing at the fake, and
// its own storefront, on free loopback ports, for one Playwright worker. A number the fake is told
// to 'hang' never answers, so the backend's VAT_TIMEOUT_MS makes it "taking too much time".

export interface VatShop {
  readonly vies: FakeVies;
  origin(country: string): string;
  /** A commerce call as the context's shopper (its cookies), cookies handed back to the market's origin. */
  shopperCall<T>(context: BrowserContext, country: string, method: string, payload: unknown[]): Promise<T>;
}

export const test = shopTest.extend<object, { vatShop: VatShop }>({
  vatShop: [
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'shop-vat-e2e-'));
      const vies = new FakeVies();
      const backendPort = await freePort();
      const storefrontPort = await freePort();
      const backendUrl = `http://127.0.0.1:${backendPort}`;
      let backend: ChildProcess | undefined;
      let storefront: ChildProcess | undefined;
      try {
        const viesUrl = await vies.start();
        backend = await startServer('the VAT backend', '../backend/dist/main.js', {
          PORT: String(backendPort), HOST: '127.0.0.1', ENGINE_DATABASE_FILE: join(dataDir, 'shop.sqlite'), TRUST_PROXY: 'loopback',
          NODE_ENV: 'test', PASSWORD_HASH_COST: '10', SEARCH_WARM_UP: 'true',
          VAT_VALIDATOR: 'vies', VAT_VIES_URL: viesUrl, VAT_TIMEOUT_MS: '1500',
        }, `${backendUrl}/api/health`);
        storefront = await startServer('the VAT storefront', 'dist/server/main.js', {
          PORT: String(storefrontPort), HOST: '127.0.0.1', BACKEND_URL: backendUrl, TRUST_PROXY: 'loopback', IMAGE_CHECK_TIMEOUT_MS: '30000',
          ...storefrontBuildEnv(),
        }, `http://127.0.0.1:${storefrontPort}/favicon.svg`);
        const origin = (country: string) => `http://${country.toLowerCase()}.localhost:${storefrontPort}`;
        await use({
          vies, origin,
          shopperCall: (context, country, method, payload) => shopperCallAt(backendUrl, origin, context, country, method, payload),
        });
      } finally {
        await stopServer(storefront);
        await stopServer(backend);
        await vies.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
export { expect };
