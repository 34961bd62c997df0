import type { BrowserContext } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeAdyen, type FakeAdyen } from '../../../backend/test/fake-adyen/fake-adyen';
import { shopperCallAt } from './browser-session';
import { freePort } from './free-port';
import { startServer, stopServer, storefrontBuildEnv } from './own-servers';
import { expect, test as shopTest } from './shop-test';

// A shop that takes card payments, for the specs that pay through Adyen (issue 19): its own fake
// Adyen, its own backend (fresh database in a temp folder) configured with the fake, and its own
// storefront, on free loopback ports, for one Playwright worker; the shared shop of every other
// spec stays unconfigured. Everything started here is stopped when the worker ends.

const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
export const FAKE_CLIENT_KEY = 'test_FAKECLIENTKEY';

export interface AdyenShop {
  readonly fake: FakeAdyen;
  /** This shop's backend, for the spec's own look-ups (search, orders). */
  readonly backendUrl: string;
  /** The storefront's origin for a market, as a shopper there opens it. */
  origin(country: string): string;
  /** A commerce call as the context's shopper (its cookies), cookies the backend sets handed back to the market's origin. */
  shopperCall<T>(context: BrowserContext, country: string, method: string, payload: unknown[]): Promise<T>;
}

export const test = shopTest.extend<object, { adyenShop: AdyenShop }>({
  adyenShop: [
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'shop-adyen-e2e-'));
      const backendPort = await freePort();
      const storefrontPort = await freePort();
      const backendUrl = `http://127.0.0.1:${backendPort}`;
      const fake = await startFakeAdyen({
        port: 0, apiKey: 'fake-api-key', merchantAccount: 'ProEquipECOM', hmacKey: HMAC_KEY, clientKey: FAKE_CLIENT_KEY,
        // As Adyen reaches a shop: at its public origin, through the storefront's front door and /api proxy.
        webhookUrl: `http://127.0.0.1:${storefrontPort}/api/payments/adyen/webhook`,
      });
      let backend: ChildProcess | undefined;
      let storefront: ChildProcess | undefined;
      try {
        backend = await startServer('the Adyen backend', '../backend/dist/main.js', {
          PORT: String(backendPort), HOST: '127.0.0.1', ENGINE_DATABASE_FILE: join(dataDir, 'shop.sqlite'), TRUST_PROXY: 'loopback',
          NODE_ENV: 'test', PASSWORD_HASH_COST: '10', SEARCH_WARM_UP: 'true',
          ADYEN_API_KEY: 'fake-api-key', ADYEN_MERCHANT_ACCOUNT: 'ProEquipECOM', ADYEN_CLIENT_KEY: FAKE_CLIENT_KEY, ADYEN_HMAC_KEY: HMAC_KEY,
          ADYEN_ENVIRONMENT: 'test', ADYEN_CHECKOUT_URL: fake.checkoutUrl,
        }, `${backendUrl}/api/health`);
        storefront = await startServer('the Adyen storefront', 'dist/server/main.js', {
          PORT: String(storefrontPort), HOST: '127.0.0.1', BACKEND_URL: backendUrl, TRUST_PROXY: 'loopback', IMAGE_CHECK_TIMEOUT_MS: '30000',
          ...storefrontBuildEnv(),
        }, `http://127.0.0.1:${storefrontPort}/favicon.svg`);
        const origin = (country: string) => `http://${country.toLowerCase()}.localhost:${storefrontPort}`;
        await use({
          fake,
          backendUrl,
          origin,
          shopperCall: (context, country, method, payload) => shopperCallAt(backendUrl, origin, context, country, method, payload),
        });
      } finally {
        await stopServer(storefront);
        await stopServer(backend);
        await fake.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
export { expect };
