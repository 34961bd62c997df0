import type { BrowserContext } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startFakeAdyen, type FakeAdyen } from '../../../backend/test/fake-adyen/fake-adyen';
import { shopperCallAt } from './browser-session';
import { freePort } from './free-port';
import { expect, test as shopTest } from './shop-test';

// A shop that takes card payments, for the specs that pay through Adyen (issue 19): its own fake
// Adyen, its own backend (fresh database in a temp folder) configured with the fake, and its own
// storefront, on free loopback ports, for one Playwright worker; the shared shop of every other
// spec stays unconfigured. Everything started here is stopped when the worker ends.

const storefrontDir = resolve(import.meta.dirname, '../..');
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

/** Starts `node <script>` and waits until `url` answers 200: the server is up (a poll for readiness, no assertion on time). */
async function startServer(name: string, script: string, env: Record<string, string>, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [script], { cwd: storefrontDir, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} stopped at start (${child.exitCode}): ${errors}`);
    const ready = await fetch(url).then((response) => response.ok, () => false);
    if (ready) return child;
    await new Promise((done) => setTimeout(done, 200));
  }
}

async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
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
          ...(process.env.STOREFRONT_BUILD_DIR ? { STOREFRONT_BUILD_DIR: process.env.STOREFRONT_BUILD_DIR } : {}),
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
