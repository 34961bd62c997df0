import { FakeTracking } from '../../../backend/src/newsletter/fake-tracking.fixture';
import { FakeOrdersService } from '../../../backend/src/orders-portal/fake-orders-service.fixture';
import { startOwnShop, type OwnShop } from './own-servers';
import { expect, test as shopTest } from './shop-test';

// A shop with the account's outside services (issue 20, my-newsletter and my orders): a local
// tracking service (TRACKING_URL) and a local orders service (ORDERS_PORTAL_URL), each a fake that
// takes only the spec's request shape, its own backend (fresh database in a temp folder) and its
// own storefront, on free loopback ports, for one Playwright worker. The shared shop stays
// without them. Everything started here is stopped when the worker ends.

export interface ExtrasShop {
  readonly tracking: FakeTracking;
  readonly orders: FakeOrdersService;
  readonly backendUrl: string;
  /** The storefront's origin for a market, as a shopper there opens it. */
  origin(country: string): string;
}

export const test = shopTest.extend<object, { extrasShop: ExtrasShop }>({
  extrasShop: [
    async ({}, use) => {
      const tracking = new FakeTracking();
      const orders = new FakeOrdersService();
      let shop: OwnShop | undefined;
      try {
        const trackingUrl = await tracking.start();
        const ordersUrl = await orders.start();
        shop = await startOwnShop('extras', { TRACKING_URL: trackingUrl, ORDERS_PORTAL_URL: ordersUrl });
        await use({ tracking, orders, backendUrl: shop.backendUrl, origin: shop.origin });
      } finally {
        await shop?.stop();
        await orders.stop();
        await tracking.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
export { expect };
