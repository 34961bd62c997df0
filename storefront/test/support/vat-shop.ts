import type { BrowserContext } from '@playwright/test';
import { FakeVies } from '../../../backend/test/fake-vat/fake-vies';
import { shopperCallAt } from './browser-session';
import { startOwnShop, type OwnShop } from './own-servers';
import { expect, test as shopTest } from './shop-test';

// A shop that validates VAT IDs (issue 20, journeys 1–2): a local fake of the EU's VIES REST
// service (backend/test/fake-vat, which checks the real request shape), its own backend (fresh
// database in a temp folder) with VAT_VALIDATOR=vies and VAT_VIES_URL pointing at the fake, and
// its own storefront, on free loopback ports, for one Playwright worker. A number the fake is told
// to 'hang' never answers, so the backend's VAT_TIMEOUT_MS makes it "taking too much time" (4 s:
// long enough that a loaded CI machine's answers are never mistaken for a timeout).

export interface VatShop {
  readonly vies: FakeVies;
  origin(country: string): string;
  /** A commerce call as the context's shopper (its cookies), cookies handed back to the market's origin. */
  shopperCall<T>(context: BrowserContext, country: string, method: string, payload: unknown[]): Promise<T>;
}

export const test = shopTest.extend<object, { vatShop: VatShop }>({
  vatShop: [
    async ({}, use) => {
      const vies = new FakeVies();
      let shop: OwnShop | undefined;
      try {
        const viesUrl = await vies.start();
        shop = await startOwnShop('vat', { VAT_VALIDATOR: 'vies', VAT_VIES_URL: viesUrl, VAT_TIMEOUT_MS: '4000' });
        const { backendUrl, origin } = shop;
        await use({
          vies, origin,
          shopperCall: (context, country, method, payload) => shopperCallAt(backendUrl, origin, context, country, method, payload),
        });
      } finally {
        await shop?.stop();
        await vies.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
export { expect };
