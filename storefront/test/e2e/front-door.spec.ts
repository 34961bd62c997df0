import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { shopperCall } from '../support/browser-session';
import { marketOrigin } from '../support/markets';
import { expect, test } from '../support/shop-test';

// The storefront's front door in a real browser (issue 18, item 2; ADR 12). blog.localhost and
// sk.localhost are one site (the shopper's Lax cookie goes along) but two origins: the attack of
// the issue. The attacker's page is served by the test itself (page.route), never by the shop.

interface Cart {
  readonly lineItems: readonly { readonly quantity: number }[];
}

const SKU = 'EX10000001';
const attackerPage = `http://blog.localhost:${process.env.E2E_STOREFRONT_PORT}/win-a-drill`;
const skAccount = JSON.parse(readFileSync(new URL('../../app/account/messages/sk-SK.json', import.meta.url), 'utf8')) as Record<string, string>;

const units = async (page: Page): Promise<number> =>
  ((await shopperCall<{ cart: Cart | null }>(page.context(), 'SK', 'getMyCart', [])).cart?.lineItems ?? []).reduce((sum, line) => sum + line.quantity, 0);

/** Opens a page on the attacker's origin whose form posts itself to the shop as soon as it loads. */
async function postFromAnotherOrigin(page: Page, action: string, fields: Record<string, string>): Promise<number> {
  const inputs = Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`).join('');
  await page.route(attackerPage, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Win</title><form method="post" action="${action}">${inputs}</form><script>document.forms[0].submit()</script>` }));
  const answered = page.waitForResponse((response) => response.url() === action && response.request().method() === 'POST');
  await page.goto(attackerPage);
  return (await answered).status();
}

test('a post from another origin of the same site leaves the shopper’s cart as it was', async ({ page }) => {
  await page.goto(`${marketOrigin('sk')}/`);
  await shopperCall(page.context(), 'SK', 'addToCart', [{}, { sku: SKU, quantity: 1 }]);
  expect(await units(page)).toBe(1);

  const status = await postFromAnotherOrigin(page, `${marketOrigin('sk')}/add-to-cart`, { sku: SKU, quantity: '2', returnTo: '/.//evil.example' });
  expect(status).toBe(403);
  expect(await units(page)).toBe(1);

  // The shop's own page still adds (the same cookie, the shop's Origin).
  await page.goto(`${marketOrigin('sk')}/`);
  const own = await page.evaluate(async (sku) => (await fetch('/add-to-cart', { method: 'POST', body: new URLSearchParams({ sku, quantity: '2', via: 'fetch' }) })).status, SKU);
  expect(own).toBeLessThan(300);
  expect(await units(page)).toBe(3);
});

test('a visit to /log-out only asks; its button logs out, without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${marketOrigin('sk')}/`);
  const email = `front-door-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  await shopperCall(context, 'SK', 'signUp', [{ email, password: 'Secret123', firstName: 'Eva', lastName: 'Kováčová', customerType: 'PRIVATE' }]);

  // Another site linking to /log-out (a top-level GET carries the Lax cookie) ends nothing.
  await page.goto(`${marketOrigin('sk')}/log-out`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(skAccount['account.logOutConfirm.title']!);
  expect((await page.goto(`${marketOrigin('sk')}/my-account`))?.url()).toBe(`${marketOrigin('sk')}/my-account`);
  await expect(page.getByRole('main').getByText(email)).toBeVisible();

  await page.goto(`${marketOrigin('sk')}/log-out`);
  await page.getByRole('main').getByRole('button', { name: skAccount['account.logOut']! }).click();
  await expect(page).toHaveURL(`${marketOrigin('sk')}/`);
  await page.goto(`${marketOrigin('sk')}/my-account`);
  await expect(page).toHaveURL(`${marketOrigin('sk')}/`);
  await context.close();
});
