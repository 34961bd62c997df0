import type { Browser, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { bitSet } from '../support/checkout-cart';
import { axeViolations, hydrated } from '../support/page-helpers';
import { expect, test, UNVERIFIED_LOGIN } from '../support/social-shop';

/**
 * Issue 20, journey 6: social sign-in through a local OpenID provider. The shopper clicks the
 * button on the login page, signs in at the provider and lands signed in; the first time creates
 * the account, the second signs the same customer in. A forged state or nonce and an e-mail the
 * provider does not vouch for end on the login page with the translated reason, signed out.
 */
const texts = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../app/account/social/messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const de = texts('de-DE');
const sk = texts('sk-SK');

let people = 0;
const person = (name: string): string => `${name}-${Date.now()}-${++people}`;

/** oidc-provider's development login form: any login, any password. */
async function signInAtProvider(page: Page, login: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

/**
 * Changes one parameter of the authorisation request the shop's start sends the browser to (its
 * 303 is answered by the test with the altered Location; the shop's flow cookie is passed on), as
 * an attacker who hands the victim another sign-in's link or a provider that returns other values
 * would. Redirect hops cannot be routed, so the start's own answer is.
 */
async function alterAuthorizationRequest(page: Page, parameter: string, value: string) {
  await page.route('**/api/social/google/start?**', async (route) => {
    // Sent to the loopback address with the shopper's Host: Node does not resolve *.localhost as chromium does.
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = '127.0.0.1';
    const response = await route.fetch({ url: url.href, headers: { ...(await route.request().allHeaders()), host }, maxRedirects: 0 });
    const headers = response.headers();
    const location = new URL(headers['location']!);
    location.searchParams.set(parameter, value);
    await route.fulfill({ response, headers: { ...headers, location: location.href } });
  });
}

/** Who the browser's session is, asked through the storefront's /api proxy as the page's own scripts would. */
async function signedInCustomer(page: Page): Promise<{ id: string; email: string } | null> {
  return page.evaluate(async () => {
    const response = await fetch('/api/ct/getMe', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify([{ full: true }]) });
    return response.ok ? ((await response.json()) as { me: { customer: { id: string; email: string } } }).me.customer : null;
  });
}

/** A fresh browser (no shop or provider cookies) signing in with a provider from the DE login page. */
async function socialSignIn(browser: Browser, origin: string, provider: 'google' | 'facebook', login: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.getByRole('link', { name: de[`account.social.continueWith.${provider}`] }).click();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(`${origin}/`);
  const customer = await signedInCustomer(page);
  await context.close();
  return customer;
}

for (const provider of ['google', 'facebook'] as const) {
  test(`${provider}: the first sign-in creates the account, the second signs the same customer in`, async ({ browser, socialShop }) => {
    const origin = socialShop.origin('de');
    const login = person(provider);
    const first = await socialSignIn(browser, origin, provider, login);
    expect(first).toMatchObject({ email: `${login}@example.test` });
    const second = await socialSignIn(browser, origin, provider, login);
    expect(second?.id).toBe(first!.id);
  });
}

test('from the checkout\'s login the shopper goes on to the addresses step, signed in, with the guest cart merged', async ({ page, socialShop }) => {
  const origin = socialShop.origin('de');
  const { sku } = await bitSet('de-DE');
  await page.goto(`${origin}/login`);
  const added = await page.evaluate(async (item) =>
    (await fetch('/api/ct/addToCart', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify([{}, item]) })).status, { sku, quantity: 2 });
  expect(added).toBe(200);
  await page.goto(`${origin}/checkout/login`);
  await page.getByRole('link', { name: de['account.social.continueWith.google'] }).click();
  await signInAtProvider(page, person('checkout'));
  await expect(page).toHaveURL(`${origin}/checkout/addresses`);
  const lines = await page.evaluate(async () => {
    const response = await fetch('/api/ct/getMe', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[{}]' });
    return ((await response.json()) as { me: { activeCart: { lineItems: { variant: { sku: string }; quantity: number }[] } } }).me.activeCart.lineItems
      .map((line) => [line.variant.sku, line.quantity]);
  });
  expect(lines).toEqual([[sku, 2]]);
});

// The provider's answer reaches the shop with another state, or an ID token with another nonce,
// than this browser's sign-in holds.
const forgeries = [['a forged state', 'state', 'forged-state-of-another-browser'], ['an ID token with another nonce', 'nonce', 'a-nonce-the-shop-never-issued']] as const;
for (const [what, parameter, value] of forgeries) {
  test(`${what} is refused: the login page says so and nobody is signed in`, async ({ page, socialShop }) => {
    const origin = socialShop.origin('de');
    await alterAuthorizationRequest(page, parameter, value);
    await page.goto(`${origin}/login`);
    await page.getByRole('link', { name: de['account.social.continueWith.google'] }).click();
    await signInAtProvider(page, person(parameter));
    await expect(page).toHaveURL(`${origin}/login?social=refused`);
    await expect(page.locator('#social-sign-in-error')).toHaveText(de['account.social.error.refused']!);
    expect(await signedInCustomer(page)).toBeNull();
  });
}

test('an e-mail the provider does not vouch for is refused with its reason', async ({ page, socialShop }) => {
  const origin = socialShop.origin('de');
  await page.goto(`${origin}/login`);
  await page.getByRole('link', { name: de['account.social.continueWith.google'] }).click();
  await signInAtProvider(page, UNVERIFIED_LOGIN);
  await expect(page).toHaveURL(`${origin}/login?social=unverified`);
  await expect(page.locator('#social-sign-in-error')).toHaveText(de['account.social.error.unverified']!);
  expect(await signedInCustomer(page)).toBeNull();
});

test('the buttons are plain links that work without JavaScript', async ({ browser, socialShop }) => {
  const origin = socialShop.origin('de');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.getByRole('link', { name: de['account.social.continueWith.facebook'] }).click();
  await signInAtProvider(page, person('nojs'));
  await expect(page).toHaveURL(`${origin}/`);
  await context.close();
});

test('the login page with both buttons and a refusal has no axe-core violation (WCAG 2.2 AA)', async ({ page, socialShop }) => {
  await page.goto(`${socialShop.origin('gr')}/login?social=unverified`);
  await hydrated(page);
  await expect(page.locator('#social-sign-in-error')).toBeVisible();
  await expect(page.locator('.social-sign-in__link')).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
});

test('the unconfigured shop shows no social buttons', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: sk['account.social.continueWith.google'] })).toHaveCount(0);
  await expect(page.getByRole('link', { name: sk['account.social.continueWith.facebook'] })).toHaveCount(0);
  await expect(page.locator('.social-sign-in')).toHaveCount(0);
});
