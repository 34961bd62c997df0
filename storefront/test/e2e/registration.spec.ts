import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { search } from '../support/backend';
import { shopperCall } from '../support/browser-session';
import { marketOrigin } from '../support/markets';
import { axeViolations, hydrated } from '../support/page-helpers';
import { shopTexts, type ShopTexts } from '../support/shop-texts';
import type { LocaleCode } from '@shop/markets';
import { shopperCallAt } from '../support/browser-session';
import { SIGN_IN_ATTEMPTS, test as throttledTest } from '../support/throttled-shop';

/*
 * Registration (issue 20; spec 1 §2, §6; spec 2 §2, §6): /create-account and
 * /checkout/create-account register a private or company customer, signed in at once; the
 * customer type is stored lower-cased; the domain's password and VAT ID rules and the backend's
 * refusals answer next to their fields; everything works without JavaScript; the checkout's path
 * keeps the guest's cart. Expected values come from the backend (getMe, getMyCart) and the
 * messages, never from the storefront's code.
 */

interface Market {
  readonly country: string;
  readonly locale: LocaleCode;
  readonly prefix: string;
}

const DE: Market = { country: 'de', locale: 'de-DE', prefix: '' };
const CH_FR: Market = { country: 'ch', locale: 'fr-CH', prefix: '/fr' };
const BE_FR: Market = { country: 'be', locale: 'fr-BE', prefix: '/fr' };
const AT: Market = { country: 'at', locale: 'de-AT', prefix: '' };

const PASSWORD = 'Werkbank2024';
const newEmail = (label: string) => `registration-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
const url = (market: Market, path: string) => `${marketOrigin(market.country)}${market.prefix}${path}`;

interface Registrant {
  readonly clientType: 'PRIVATE' | 'COMPANY';
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly companyName?: string;
  readonly vatId?: string;
}

/** Fills the form as a shopper does: by the labels they read. */
async function fillRegistration(page: Page, t: ShopTexts, who: Registrant): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: t(who.clientType === 'COMPANY' ? 'addresses.clientType.company' : 'addresses.clientType.private') }).check();
  if (who.companyName !== undefined) await main.getByLabel(t('addresses.field.company'), { exact: true }).fill(who.companyName);
  if (who.vatId !== undefined) await main.getByLabel(t.within('addresses.field.vatNumber')).fill(who.vatId);
  await main.getByLabel(t('addresses.field.firstName'), { exact: true }).fill(who.firstName);
  await main.getByLabel(t('addresses.field.lastName'), { exact: true }).fill(who.lastName);
  await main.getByLabel(t('account.login.email'), { exact: true }).fill(who.email);
  await main.getByLabel(t('account.login.password'), { exact: true }).fill(who.password);
}

const submit = (page: Page, t: ShopTexts) => page.getByRole('main').getByRole('button', { name: t('registration.submit') }).click();

interface Me {
  readonly me: { readonly customer: { email: string; firstName: string; lastName: string; companyName?: string; vatId?: string; custom?: { fields?: Record<string, unknown> } } };
}

const getMe = (context: BrowserContext, market: Market) => shopperCall<Me>(context, market.country, 'getMe', [{ full: true }]);

async function logOut(page: Page, market: Market): Promise<void> {
  const t = shopTexts(market.locale);
  await page.goto(url(market, '/log-out'));
  await page.getByRole('main').getByRole('button', { name: t('account.logOut') }).click();
  await expect(page).toHaveURL(`${marketOrigin(market.country)}${market.prefix || '/'}`);
}

async function logIn(page: Page, market: Market, email: string): Promise<void> {
  const t = shopTexts(market.locale);
  await page.goto(url(market, '/login'));
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: t('account.login.email') }).fill(email);
  await main.getByLabel(t('account.login.password'), { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: t('account.login.submit') }).click();
}

/** A guest's session with one in-stock product in the cart; answers its SKU. */
async function guestWithCart(page: Page, market: Market): Promise<string> {
  const { hits } = await search({ indexName: `products_${market.locale}`, params: 'query=&hitsPerPage=20' });
  const sku = hits.find((hit) => hit.inStock)?.sku;
  expect(sku, `an in-stock product in ${market.country}`).toBeTruthy();
  await shopperCall(page.context(), market.country, 'addToCart', [{}, { sku, quantity: 2 }]);
  return sku!;
}

test.describe('registration with JavaScript', () => {
  test('a private customer in DE registers, is signed in on /my-account, is stored as "private", and can log out and in again', async ({ page }) => {
    const t = shopTexts(DE.locale);
    const email = newEmail('de-private');
    await page.goto(url(DE, '/create-account'));
    await hydrated(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(t('account.createAccount.title'));
    await fillRegistration(page, t, { clientType: 'PRIVATE', firstName: 'Nina', lastName: 'Großmann', email, password: PASSWORD });
    await submit(page, t);
    await expect(page).toHaveURL(url(DE, '/my-account'));

    const { me } = await getMe(page.context(), DE);
    expect(me.customer).toMatchObject({ email, firstName: 'Nina', lastName: 'Großmann' });
    expect(me.customer.custom?.fields?.['customerType']).toBe('private');
    expect(me.customer.companyName).toBeUndefined();

    await logOut(page, DE);
    expect((await shopperCall<{ data: boolean }>(page.context(), 'de', 'isLoggedIn', [])).data).toBe(false);
    await logIn(page, DE, email);
    await expect(page).toHaveURL(`${marketOrigin('de')}/`);
    expect((await getMe(page.context(), DE)).me.customer.email).toBe(email);
  });

  test('a company in CH (French) registers with its VAT ID, stored as "company" with the number the market\'s rule cleaned up', async ({ page }) => {
    const t = shopTexts(CH_FR.locale);
    const email = newEmail('ch-company');
    await page.goto(url(CH_FR, '/create-account'));
    await hydrated(page);
    const main = page.getByRole('main');
    await main.getByRole('radio', { name: t('addresses.clientType.private') }).check();
    await expect(main.getByLabel(t('addresses.field.company'), { exact: true })).toBeHidden();
    await fillRegistration(page, t, { clientType: 'COMPANY', companyName: 'Atelier Favre SA', vatId: 'CHE-123.456.788 TVA', firstName: 'Léa', lastName: 'Favre', email, password: 'Établi2024' });
    await submit(page, t);
    await expect(page).toHaveURL(url(CH_FR, '/my-account'));

    const { me } = await getMe(page.context(), CH_FR);
    expect(me.customer).toMatchObject({ email, firstName: 'Léa', lastName: 'Favre', companyName: 'Atelier Favre SA', vatId: '123456788' });
    expect(me.customer.custom?.fields?.['customerType']).toBe('company');
  });

  test('a password without a number is refused by the rule\'s words next to the field; what was typed stays, the password does not', async ({ page }) => {
    const t = shopTexts(AT.locale);
    const email = newEmail('at-weak');
    await page.goto(url(AT, '/create-account'));
    await hydrated(page);
    await fillRegistration(page, t, { clientType: 'COMPANY', companyName: 'Huber Gartengeräte GmbH', vatId: 'ATU12345678', firstName: 'Lukas', lastName: 'Huber', email, password: 'nurBuchstaben' });
    await submit(page, t);
    const main = page.getByRole('main');
    const password = main.getByLabel(t('account.login.password'), { exact: true });
    await expect(password).toHaveAccessibleDescription(new RegExp(t('registration.error.password')));
    await expect(main.locator('#password-problem')).toHaveText(t('registration.error.password'));
    await expect(page).toHaveURL(url(AT, '/create-account'));
    await expect(main.getByLabel(t('addresses.field.company'), { exact: true })).toHaveValue('Huber Gartengeräte GmbH');
    await expect(main.getByLabel(t('account.login.email'), { exact: true })).toHaveValue(email);
    await expect(main.getByRole('radio', { name: t('addresses.clientType.company') })).toBeChecked();
  });

  test('a taken e-mail is told as such next to the e-mail field, in the shopper\'s language', async ({ page, browser }) => {
    const t = shopTexts(BE_FR.locale);
    const email = newEmail('be-taken');
    const other = await browser.newContext();
    await shopperCall(other, 'be', 'signUp', [{ email, password: PASSWORD, firstName: 'Anne', lastName: 'Dubois', customerType: 'PRIVATE' }]);
    await other.close();

    await page.goto(url(BE_FR, '/create-account'));
    await hydrated(page);
    await fillRegistration(page, t, { clientType: 'PRIVATE', firstName: 'Anne', lastName: 'Dubois', email, password: PASSWORD });
    await submit(page, t);
    const main = page.getByRole('main');
    await expect(main.locator('#email-problem')).toHaveText(t('registration.error.email-taken'));
    await expect(main.getByLabel(t('addresses.field.firstName'), { exact: true })).toHaveValue('Anne');
    await expect(main.getByRole('link', { name: t('registration.haveAccount') })).toHaveAttribute('href', '/fr/login');
  });

  test('/checkout/create-account registers and goes on to the addresses step with the guest cart\'s lines', async ({ page }) => {
    const t = shopTexts(DE.locale);
    const sku = await guestWithCart(page, DE);
    const before = await shopperCall<{ cart: { id: string; lineItems: { variant: { sku: string }; quantity: number }[] } }>(page.context(), 'de', 'getMyCart', []);
    await page.goto(url(DE, '/checkout/login'));
    await page.getByRole('main').getByRole('link', { name: t('account.login.createAccount') }).click();
    await expect(page).toHaveURL(url(DE, '/checkout/create-account'));
    await hydrated(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(t('checkout.step.create-account'));
    await fillRegistration(page, t, { clientType: 'PRIVATE', firstName: 'Jonas', lastName: 'Keller', email: newEmail('checkout'), password: PASSWORD });
    await submit(page, t);
    await expect(page).toHaveURL(url(DE, '/checkout/addresses'));

    const { cart } = await shopperCall<{ cart: { id: string; customerId?: string; lineItems: { variant: { sku: string }; quantity: number }[] } }>(page.context(), 'de', 'getMyCart', []);
    expect(cart.customerId, 'the cart is the new customer’s').toBeTruthy();
    expect(cart.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual(before.cart.lineItems.map((line) => [line.variant.sku, line.quantity]));
    expect(cart.lineItems.map((line) => line.variant.sku)).toContain(sku);
  });

  test('/checkout/password-reset asks for the e-mail inside the checkout and leads back to the checkout\'s login', async ({ page }) => {
    const t = shopTexts(DE.locale);
    await guestWithCart(page, DE);
    await page.goto(url(DE, '/checkout/login'));
    await page.getByRole('main').getByRole('link', { name: t('account.login.forgotPassword') }).click();
    await expect(page).toHaveURL(url(DE, '/checkout/password-reset'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('account.passwordReset.title'));
    await main.getByLabel(t('account.passwordReset.email'), { exact: true }).fill(newEmail('checkout-reset'));
    await main.getByRole('button', { name: t('account.passwordReset.submit') }).click();
    await expect(page).toHaveURL(url(DE, '/checkout/password-reset/check-email'));
    await expect(main).toContainText(t('account.passwordResetCheckEmail.text'));
    await expect(main.getByRole('link', { name: t('account.passwordResetCheckEmail.again') })).toHaveAttribute('href', '/checkout/password-reset');
    await main.getByRole('link', { name: t('account.passwordReset.backToLogin') }).click();
    await expect(page).toHaveURL(url(DE, '/checkout/login'));
  });
});

test.describe('registration without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a company in BE (French) registers by a plain form post; the company fields follow the radios by CSS alone', async ({ page }) => {
    const t = shopTexts(BE_FR.locale);
    const email = newEmail('be-nojs');
    await page.goto(url(BE_FR, '/create-account'));
    const main = page.getByRole('main');
    const company = main.getByLabel(t('addresses.field.company'), { exact: true });
    await main.getByRole('radio', { name: t('addresses.clientType.private') }).check();
    await expect(company).toBeHidden();
    await main.getByRole('radio', { name: t('addresses.clientType.company') }).check();
    await expect(company).toBeVisible();

    // First a refusal by the server (the form is noValidate): the fields come back filled.
    await fillRegistration(page, t, { clientType: 'COMPANY', companyName: 'Boulangerie Peeters SRL', vatId: 'BE 0123.456.789', firstName: 'Marc', lastName: 'Peeters', email, password: '12345678' });
    await submit(page, t);
    await expect(main.locator('#password-problem')).toHaveText(t('registration.error.password'));
    await expect(main.getByRole('alert').filter({ hasText: t('registration.error.fields') })).toBeVisible();
    await expect(company).toHaveValue('Boulangerie Peeters SRL');
    await expect(main.getByLabel(t('account.login.password'), { exact: true })).toHaveValue('');

    await main.getByLabel(t('account.login.password'), { exact: true }).fill(PASSWORD);
    await submit(page, t);
    await expect(page).toHaveURL(url(BE_FR, '/my-account'));
    const { me } = await getMe(page.context(), BE_FR);
    expect(me.customer).toMatchObject({ email, companyName: 'Boulangerie Peeters SRL', vatId: '0123456789' });
    expect(me.customer.custom?.fields?.['customerType']).toBe('company');
  });
});

test.describe('registration and login pages: no WCAG 2.2 A/AA violation', () => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
    test(`on ${viewport.width}px: /login, /create-account (also with errors), /checkout/login, /checkout/create-account`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(viewport);
      const t = shopTexts(DE.locale);
      await guestWithCart(page, DE);
      const found: { page: string; violations: Awaited<ReturnType<typeof axeViolations>> }[] = [];
      for (const path of ['/login', '/create-account', '/checkout/login', '/checkout/create-account']) {
        await page.goto(url(DE, path));
        await hydrated(page);
        found.push({ page: path, violations: await axeViolations(page) });
      }
      await page.goto(url(DE, '/create-account'));
      await hydrated(page);
      await page.getByRole('main').getByRole('radio', { name: t('addresses.clientType.company') }).check();
      await submit(page, t);
      await expect(page.getByRole('main').locator('#firstName-problem')).toHaveText(t('registration.error.required'));
      found.push({ page: '/create-account with errors', violations: await axeViolations(page) });
      expect(found.filter((entry) => entry.violations.length > 0)).toEqual([]);
    });
  }
});

throttledTest.describe('rate limits reach the browser (a shop with them on)', () => {
  throttledTest('login on /login and /checkout/login, and registration, say how long to wait instead of a generic error', async ({ page, throttledShop }) => {
    const t = shopTexts(DE.locale);
    const origin = throttledShop.origin('de');
    const waitText = t.like('account.rateLimit.wait', ['minutes']);
    const minutesIn = async (text: string) => Number(/\d+/.exec(text)?.[0]);

    // Login: the attempts the limit allows are answered as wrong credentials, the next with the wait.
    const email = newEmail('throttled-login');
    await page.goto(`${origin}/login`);
    const main = page.getByRole('main');
    for (let attempt = 0; attempt <= SIGN_IN_ATTEMPTS; attempt += 1) {
      await main.getByRole('textbox', { name: t('account.login.email') }).fill(email);
      await main.getByLabel(t('account.login.password'), { exact: true }).fill('Falsch2024');
      await main.getByRole('button', { name: t('account.login.submit') }).click();
      const expected = attempt < SIGN_IN_ATTEMPTS ? t('account.login.error.credentials') : waitText;
      await expect(main.locator('#login-error')).toHaveText(expected);
    }
    const loginWait = await minutesIn(await main.locator('#login-error').innerText());
    expect(loginWait).toBeGreaterThanOrEqual(1);
    expect(loginWait).toBeLessThanOrEqual(60);

    // The checkout's login says the same for the same e-mail (the limit is the account's).
    const { hits } = await search({ indexName: 'products_de-DE', params: 'query=&hitsPerPage=20' });
    const sku = hits.find((hit) => hit.inStock)!.sku;
    await shopperCallAt(throttledShop.backendUrl, throttledShop.origin, page.context(), 'de', 'addToCart', [{}, { sku, quantity: 1 }]);
    await page.goto(`${origin}/checkout/login`);
    await main.getByRole('textbox', { name: t('account.login.email') }).fill(email);
    await main.getByLabel(t('account.login.password'), { exact: true }).fill(PASSWORD);
    await main.getByRole('button', { name: t('account.login.submit') }).click();
    await expect(main.locator('#login-error')).toHaveText(waitText);
    await expect(page).toHaveURL(`${origin}/checkout/login`);

    // Registration: one sign-up per e-mail an hour; the second try of the same address is told the wait, not "taken".
    const registrant = { clientType: 'PRIVATE', firstName: 'Mia', lastName: 'Roth', email: newEmail('throttled-signup'), password: PASSWORD } as const;
    await page.goto(`${origin}/create-account`);
    await fillRegistration(page, t, registrant);
    await submit(page, t);
    await expect(page).toHaveURL(`${origin}/my-account`);
    await page.goto(`${origin}/log-out`);
    await main.getByRole('button', { name: t('account.logOut') }).click();
    await expect(page).toHaveURL(`${origin}/`);
    await page.goto(`${origin}/create-account`);
    await fillRegistration(page, t, registrant);
    await submit(page, t);
    await expect(main.locator('#registration-error')).toHaveText(waitText);
    await expect(main.getByLabel(t('account.login.email'), { exact: true })).toHaveValue(registrant.email);
  });
});
