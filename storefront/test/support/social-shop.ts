import { FakeProvider, type FakePerson } from '../../../backend/src/social-sign-in/fake-provider.fixture';
import { freePort } from './free-port';
import { startOwnShop, type OwnShop } from './own-servers';
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
      const storefrontPort = await freePort();
      const origin = (country: string) => `http://${country.toLowerCase()}.localhost:${storefrontPort}`;
      const provider = await FakeProvider.start(
        COUNTRIES.flatMap((country) => ['google', 'facebook'].map((name) => `${origin(country)}/api/social/${name}/callback`)), PEOPLE,
      );
      let shop: OwnShop | undefined;
      try {
        shop = await startOwnShop('social', { SEARCH_WARM_UP: 'false', ...provider.env() }, { storefrontPort });
        await use({ provider, origin: shop.origin });
      } finally {
        await shop?.stop();
        await provider.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
export { expect };
