import { FakeSmtp } from '../../../backend/src/customer/reset-mail/fake-smtp.fixture';
import { freePort } from './free-port';
import { startOwnShop, type OwnShop } from './own-servers';
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
      const smtp = new FakeSmtp(await freePort());
      let shop: OwnShop | undefined;
      try {
        await smtp.start();
        shop = await startOwnShop('mail', { SMTP_URL: smtp.url, MAIL_FROM: `ProEquip <${MAIL_FROM_ADDRESS}>`, MARKET_DOMAINS: `DE=${DE_DOMAIN}` });
        await use({ smtp, origin: shop.origin });
      } finally {
        await shop?.stop();
        await smtp.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
export { expect };
