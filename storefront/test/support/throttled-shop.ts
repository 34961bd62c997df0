import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import { startServer, stopServer, storefrontBuildEnv } from './own-servers';
import { expect, test as shopTest } from './shop-test';

// A shop with the brute-force limits on (the shared e2e backend runs with NODE_ENV=test, where an
// unset RATE_LIMIT_* is off): its own backend (fresh database in a temp folder) allowing two
// sign-ins and one sign-up per e-mail an hour, and its own storefront, on free loopback ports, for
// one Playwright worker. Limits per client address stay off: every browser of the run is 127.0.0.1.

/** signIn attempts per e-mail an hour: the next one is refused with 429 and Retry-After. */
export const SIGN_IN_ATTEMPTS = 2;

export interface ThrottledShop {
  /** The backend, asked directly (Node reaches 127.0.0.1, not *.localhost). */
  readonly backendUrl: string;
  /** The storefront's origin for a market, as a shopper there opens it. */
  origin(country: string): string;
}

export const test = shopTest.extend<object, { throttledShop: ThrottledShop }>({
  throttledShop: [
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'shop-throttled-e2e-'));
      const backendPort = await freePort();
      const storefrontPort = await freePort();
      const backendUrl = `http://127.0.0.1:${backendPort}`;
      let backend: ChildProcess | undefined;
      let storefront: ChildProcess | undefined;
      try {
        backend = await startServer('the throttled backend', '../backend/dist/main.js', {
          PORT: String(backendPort), HOST: '127.0.0.1', ENGINE_DATABASE_FILE: join(dataDir, 'shop.sqlite'), TRUST_PROXY: 'loopback',
          NODE_ENV: 'test', PASSWORD_HASH_COST: '10',
          RATE_LIMIT_SIGN_IN_PER_ACCOUNT: `${SIGN_IN_ATTEMPTS}/1h`, RATE_LIMIT_SIGN_UP_PER_ACCOUNT: '1/1h',
        }, `${backendUrl}/api/health`);
        storefront = await startServer('the throttled storefront', 'dist/server/main.js', {
          PORT: String(storefrontPort), HOST: '127.0.0.1', BACKEND_URL: backendUrl, TRUST_PROXY: 'loopback', IMAGE_CHECK_TIMEOUT_MS: '30000',
          ...storefrontBuildEnv(),
        }, `http://127.0.0.1:${storefrontPort}/favicon.svg`);
        await use({ backendUrl, origin: (country) => `http://${country.toLowerCase()}.localhost:${storefrontPort}` });
      } finally {
        await stopServer(storefront);
        await stopServer(backend);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
export { expect };
