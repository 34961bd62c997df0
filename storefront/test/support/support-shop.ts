import { FAKE_CRM_PATH, FakeCrm } from '../../../backend/src/support/fake-crm.fixture';
import { startOwnShop, type OwnShop } from './own-servers';
import { expect, test as shopTest } from './shop-test';

// A shop with a CRM (issue 22): a fake web-to-case endpoint (backend/src/support/fake-crm.fixture.ts,
// which takes only the spec's form shape), its own backend with CRM_* and OPERATOR_TOKEN pointing
// at it, and its own storefront, for one Playwright worker; the shared shop has no CRM (requests
// are kept for operators). Everything started here is stopped when the worker ends.

export const CRM_ORG_ID = '00D5g000004E2E0';
export const SUPPORT_OPERATOR_TOKEN = 'e2e-operator-token-0123456789';

export interface SupportShop {
  readonly crm: FakeCrm;
  readonly backendUrl: string;
  origin(country: string): string;
}

export const test = shopTest.extend<object, { supportShop: SupportShop }>({
  supportShop: [
    async ({}, use) => {
      const crm = new FakeCrm(CRM_ORG_ID);
      let shop: OwnShop | undefined;
      try {
        const crmOrigin = await crm.start();
        shop = await startOwnShop('support', {
          CRM_URL: `${crmOrigin}${FAKE_CRM_PATH}`, CRM_ORG_ID, CRM_RECORD_TYPE: '0125g000000E2E', CRM_RETURN_URL: 'https://www.proequip.sk/',
          OPERATOR_TOKEN: SUPPORT_OPERATOR_TOKEN,
        });
        await use({ crm, backendUrl: shop.backendUrl, origin: shop.origin });
      } finally {
        await shop?.stop();
        await crm.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
export { expect };
