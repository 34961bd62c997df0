import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeProvider, type FakePerson } from '../../../backend/src/social-sign-in/fake-provider.fixture';
import { freePort } from './free-port';
import { startServer, stopServer, storefrontBuildEnv } from './own-servers';
import { expect, test as shopTest } from './shop-test';

// A shop with social sign-in (issue 20, journey 6): a local OpenID provider (the `oidc-provider`
// package; the Google-type client speaks OpenID Connect, the Facebook-type one OAuth 2), its own
// backend (fresh database in a temp folder) with OIDC_GOOGLE_* and OAUTH_FACEBOOK_* pointing at it,
// and its own storefront, on free loopback ports, for one Playwright worker; the shared shop stays
// unconfigured. Everything started here is stopped when the worker ends.

/** The markets whose callback URLs the provider knows (journeys in SK and DE, screenshots in FI, GR, BG). */
const COUNTRIES = ['sk', 'de', 'fi', 'gr', 'bg'];

/** A provider account whose e-mail the provider does not vouch for. */
export const UNVERIFIED_LOGIN = 'unverified-eva';
const PEOPLE: Record<string, FakePerson> = {
  [UNVERIFIED_LOGIN]: { email: 'unverified.eva@example.test', emailVerified: false, givenName: 'Eva', familyName: 'Muster' },
};

export interface SocialShop {
  readonly provider: FakeProvider;
  /** The storefront's origin for a market, as a shopper there opens it. */
  origin(country: string): string;
}

export const test = shopTest.extend<object, { socialShop: SocialShop }>({
  socialShop: [
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'shop-social-e2e-'));
      const backendPort = await freePort();
      const storefrontPort = await freePort();
      const backendUrl = `http://127.0.0.1:${backendPort}`;
      const origin = (country: string) => `http://${country.toLowerCase()}.localhost:${storefrontPort}`;
      const provider = await FakeProvider.start(
        COUNTRIES.flatMap((country) => ['google', 'facebook'].map((name) => `${origin(country)}/api/social/${name}/callback`)), PEOPLE,
      );
      let backend: ChildProcess | undefined;
      let storefront: ChildProcess | undefined;
      try {
        backend = await startServer('the social backend', '../backend/dist/main.js', {
          PORT: String(backendPort), HOST: '127.0.0.1', ENGINE_DATABASE_FILE: join(dataDir, 'shop.sqlite'), TRUST_PROXY: 'loopback',
          NODE_ENV: 'test', PASSWORD_HASH_COST: '10', SEARCH_WARM_UP: 'false', ...provider.env(),
        }, `${backendUrl}/api/health`);
        storefront = await startServer('the social storefront', 'dist/server/main.js', {
          PORT: String(storefrontPort), HOST: '127.0.0.1', BACKEND_URL: backendUrl, TRUST_PROXY: 'loopback', IMAGE_CHECK_TIMEOUT_MS: '30000',
          ...storefrontBuildEnv(),
        }, `http://127.0.0.1:${storefrontPort}/favicon.svg`);
        await use({ provider, origin });
      } finally {
        await stopServer(storefront);
        await stopServer(backend);
        await provider.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
export { expect };
