import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeSmtp } from '../../../backend/src/customer/reset-mail/fake-smtp.fixture';
import { freePort } from './free-port';
import { startServer, stopServer, storefrontBuildEnv } from './own-servers';
import { expect, test as shopTest } from './shop-test';

// A shop that e-mails (issue 20, journey 4): a local SMTP server (the `smtp-server` package, no TLS
// or authentication), its own backend (fresh database in a temp folder) with SMTP_URL and MAIL_FROM
// pointing at it, and its own storefront, on free loopback ports, for one Playwright worker; the
// shared shop stays without mail. Everything started here is stopped when the worker ends.

export const MAIL_FROM_ADDRESS = 'shop@proequip.example';
/** The production domain the backend puts into DE's links (not the test host the request came on). */
export const DE_DOMAIN = 'shop.proequip-test.de';

export interface MailShop {
  readonly smtp: FakeSmtp;
  /** The storefront's origin for a market, as a shopper there opens it. */
  origin(country: string): string;
}

export const test = shopTest.extend<object, { mailShop: MailShop }>({
  mailShop: [
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'shop-mail-e2e-'));
      const smtp = new FakeSmtp(await freePort());
      const backendPort = await freePort();
      const storefrontPort = await freePort();
      const backendUrl = `http://127.0.0.1:${backendPort}`;
      let backend: ChildProcess | undefined;
      let storefront: ChildProcess | undefined;
      try {
        await smtp.start();
        backend = await startServer('the mail backend', '../backend/dist/main.js', {
          PORT: String(backendPort), HOST: '127.0.0.1', ENGINE_DATABASE_FILE: join(dataDir, 'shop.sqlite'), TRUST_PROXY: 'loopback',
          NODE_ENV: 'test', PASSWORD_HASH_COST: '10', SEARCH_WARM_UP: 'true',
          SMTP_URL: smtp.url, MAIL_FROM: `ProEquip <${MAIL_FROM_ADDRESS}>`, MARKET_DOMAINS: `DE=${DE_DOMAIN}`,
        }, `${backendUrl}/api/health`);
        storefront = await startServer('the mail storefront', 'dist/server/main.js', {
          PORT: String(storefrontPort), HOST: '127.0.0.1', BACKEND_URL: backendUrl, TRUST_PROXY: 'loopback', IMAGE_CHECK_TIMEOUT_MS: '30000',
          ...storefrontBuildEnv(),
        }, `http://127.0.0.1:${storefrontPort}/favicon.svg`);
        await use({ smtp, origin: (country) => `http://${country.toLowerCase()}.localhost:${storefrontPort}` });
      } finally {
        await stopServer(storefront);
        await stopServer(backend);
        await smtp.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
export { expect };
