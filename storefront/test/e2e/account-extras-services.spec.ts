import { randomUUID } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { shopperCallAt } from '../support/browser-session';
import { expect, test, type ExtrasShop } from '../support/extras-shop';
import { axeViolations, hydrated } from '../support/page-helpers';
import { shopTexts } from '../support/shop-texts';

/**
 * Issue 20's account extras with their outside services (test/support/extras-shop.ts): my orders
 * opens the self-service site through the orders service's fresh signed link for the customer's
 * own e-mail, and says so when the service fails; a newsletter choice reaches the tracking
 * service's customer-consent call.
 */

async function signedUp(shop: ExtrasShop, context: BrowserContext, country: string): Promise<{ email: string; id: string }> {
  const email = `services.${randomUUID().slice(0, 8)}@example.com`;
  const { customer } = await shopperCallAt<{ customer: { id: string } }>(shop.backendUrl, shop.origin, context, country, 'signUp', [
    { email, password: 'Heslo2026', firstName: 'Eva', lastName: 'Horváthová', customerType: 'PRIVATE' },
  ]);
  return { email, id: customer.id };
}

test('SK: my orders links to the orders service\'s signed URL for the customer\'s own e-mail; a failing service is said, never a 500', async ({ page, context, extrasShop }) => {
  const text = shopTexts('sk-SK');
  const { email } = await signedUp(extrasShop, context, 'sk');
  const response = await page.goto(`${extrasShop.origin('sk')}/my-account/my-orders`);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  const link = page.getByRole('link', { name: text('account.orders.portal.open') });
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/orders\.example\/portal\?token=t\d+&customer=/);
  expect(new URL(href).searchParams.get('customer')).toBe(email);
  expect(extrasShop.orders.requests.at(-1)).toEqual({ method: 'GET', path: '/my-orders/getUrlWithToken', email });
  expect(await axeViolations(page)).toEqual([]);

  // Each visit asks for a fresh link.
  await page.reload();
  await expect(page.getByRole('link', { name: text('account.orders.portal.open') })).not.toHaveAttribute('href', href);

  extrasShop.orders.mode = 'javascript-link';
  try {
    const refused = await page.goto(`${extrasShop.origin('sk')}/my-account/my-orders`);
    expect(refused?.status()).toBe(503);
    await expect(page.getByRole('alert')).toHaveText(text('account.orders.unavailable'));
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  } finally {
    extrasShop.orders.mode = 'ok';
  }
});

test('DE: a newsletter choice saved on the page reaches the tracking service\'s customer-consent call', async ({ page, context, extrasShop }) => {
  const text = shopTexts('de-DE');
  const customer = await signedUp(extrasShop, context, 'de');
  await page.goto(`${extrasShop.origin('de')}/my-account/my-newsletter`);
  await hydrated(page);
  await page.getByRole('checkbox', { name: text('account.newsletter.checkbox') }).check();
  await page.getByRole('button', { name: text('account.newsletter.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: text('account.newsletter.saved.on') })).toBeVisible();
  await expect.poll(() => extrasShop.tracking.accepted.filter((request) => (request.body as { user_id?: string }).user_id === customer.id).map((request) => [request.path, request.body]))
    .toEqual([['/cia/customer-consent', { email: customer.email, locale: 'de-DE', user_id: customer.id, consents: { newsletter: true, soft_newsletter: true } }]]);
});
