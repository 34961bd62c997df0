import { type Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { search } from '../support/backend';
import { shopperCall } from '../support/browser-session';
import { marketOrigin } from '../support/markets';
import { hydrated } from '../support/page-helpers';

/*
 * The checkout's account steps (spec 2 §1, §2): a shopper checks out as a guest (with an e-mail) or
 * as an account holder. /checkout/login and /checkout/create-account offer their form and the guest
 * order; none of them says that something comes later. Registering and resetting inside the
 * checkout: registration.spec.ts.
 */

const DE = marketOrigin('de');
const NOT_YET = /nächsten Version|kommt mit/;

/** A guest's session with one in-stock product in the cart (the checkout steps need cart lines). */
async function guestWithCart(page: Page): Promise<void> {
  const { hits } = await search({ indexName: 'products_de-DE', params: 'query=&hitsPerPage=20' });
  const sku = hits.find((hit) => hit.inStock)?.sku;
  expect(sku, 'an in-stock product in DE').toBeTruthy();
  await shopperCall(page.context(), 'de', 'addToCart', [{}, { sku, quantity: 1 }]);
}

async function expectGuestWayOn(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main).not.toContainText(NOT_YET);
  await main.getByRole('link', { name: 'Weiter als Gast' }).click();
  await expect(page).toHaveURL(`${DE}/checkout/addresses`);
}

test.describe('checkout account steps (DE)', () => {
  test('/checkout/login offers the login form and the guest order, not a notice that ordering comes later', async ({ page }) => {
    await guestWithCart(page);
    await page.goto(`${DE}/checkout/login`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Zur Kasse anmelden');
    await expect(main.getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeVisible();
    await expect(main.getByLabel('Passwort', { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Als Gast bestellen' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/checkout/password-reset');
    await expect(main.getByRole('link', { name: 'Noch kein Konto? Jetzt erstellen' })).toHaveAttribute('href', '/checkout/create-account');
    await expectGuestWayOn(page);
  });

  test('an account holder logs in on /checkout/login and goes on to the addresses step with the cart', async ({ page, browser }) => {
    const email = `checkout-login-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    // The account is made in a session of its own, so that the shopper's stays a guest's.
    const other = await browser.newContext();
    await shopperCall(other, 'de', 'signUp', [{ email, password: 'Werkbank2024', firstName: 'Nina', lastName: 'Berger', customerType: 'PRIVATE' }]);
    await other.close();

    await guestWithCart(page);
    await page.goto(`${DE}/checkout/login`);
    await hydrated(page);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
    await main.getByLabel('Passwort', { exact: true }).fill('Werkbank2024');
    await main.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(`${DE}/checkout/addresses`);
    const { cart } = await shopperCall<{ cart: { customerId?: string; lineItems: unknown[] } | null }>(page.context(), 'de', 'getMyCart', []);
    expect(cart?.customerId, 'the cart is the customer’s now').toBeTruthy();
    expect(cart?.lineItems.length).toBe(1);
  });

  test('/checkout/login refuses a wrong password in place', async ({ page }) => {
    await guestWithCart(page);
    await page.goto(`${DE}/checkout/login`);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('nobody-here@example.com');
    await main.getByLabel('Passwort', { exact: true }).fill('wrong-password');
    await main.getByRole('button', { name: 'Anmelden' }).click();
    await expect(main.getByText('Die E-Mail-Adresse oder das Passwort ist nicht korrekt.')).toBeVisible();
    await expect(page).toHaveURL(`${DE}/checkout/login`);
  });

  test('/checkout/create-account offers the registration form and the guest order', async ({ page }) => {
    await guestWithCart(page);
    await page.goto(`${DE}/checkout/create-account`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Konto erstellen');
    await expect(main.getByRole('button', { name: 'Konto erstellen' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Sie haben bereits ein Konto? Anmelden' })).toHaveAttribute('href', '/checkout/login');
    await expectGuestWayOn(page);
  });
});
