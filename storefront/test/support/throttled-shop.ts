import { startOwnShop, type OwnShop } from './own-servers';
import { expect, test as shopTest } from './shop-test';

// A shop with the brute-force limits on (the shared e2e backend runs with NODE_ENV=test, where an
// unset RATE_LIMIT_* is off): its own backend allowing two sign-ins and one sign-up per e-mail an
// hour, and its own storefront, for one Playwright worker. Limits per client address stay off:
// every browser of the run is 127.0.0.1.

/** signIn attempts per e-mail an hour: the next one is refused with 429 and Retry-After. */
export const SIGN_IN_ATTEMPTS = 2;

export type ThrottledShop = Omit<OwnShop, 'stop'>;

export const test = shopTest.extend<object, { throttledShop: ThrottledShop }>({
  throttledShop: [
    async ({}, use) => {
      const shop = await startOwnShop('throttled', { RATE_LIMIT_SIGN_IN_PER_ACCOUNT: `${SIGN_IN_ATTEMPTS}/1h`, RATE_LIMIT_SIGN_UP_PER_ACCOUNT: '1/1h' });
      try {
        await use(shop);
      } finally {
        await shop.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
export { expect };
