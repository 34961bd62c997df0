import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { formatMoney, numberConventions, type Money } from '@shop/domain';
import type { LocaleCode } from '@shop/markets';
import { search } from '../support/backend';
import { shopperCall } from '../support/browser-session';
import { cartReadyToPay } from '../support/checkout-cart';
import { marketOrigin } from '../support/markets';
import { axeViolations, hydrated } from '../support/page-helpers';
import { expect, test } from '../support/shop-test';
import { shopTexts } from '../support/shop-texts';

/**
 * Issue 20's account extras in the browser: my newsletter, my reviews, the loyalty card and my
 * orders. Each page shows the signed-in customer's own data, persists what it edits (the
 * newsletter also without JavaScript), shows a second customer none of the first's, and has no
 * axe (WCAG 2.2 A/AA) violation. Customers sign up through the backend with the browser's cookies,
 * so the pages see the same session. This shop has no TRACKING_URL or ORDERS_PORTAL_URL:
 * account-extras-services.spec.ts covers those.
 */

interface Customer { readonly email: string; readonly firstName: string; readonly lastName: string }

async function signedUp(context: BrowserContext, country: string, firstName = 'Zuzana'): Promise<Customer> {
  const customer = { email: `extras.${randomUUID().slice(0, 8)}@example.com`, firstName, lastName: 'Kováčová-Schönberger' };
  await shopperCall(context, country, 'signUp', [{ ...customer, password: 'Heslo2026', customerType: 'PRIVATE' }]);
  return customer;
}

const accountUrl = (country: string, page: string): string => `${marketOrigin(country)}/my-account/${page}`;

async function open(page: Page, country: string, section: string): Promise<void> {
  const response = await page.goto(accountUrl(country, section));
  expect(response?.status()).toBe(200);
  await hydrated(page);
}

async function newCustomerPage(browser: Browser, country: string, firstName?: string): Promise<{ page: Page; context: BrowserContext; customer: Customer }> {
  const context = await browser.newContext();
  const customer = await signedUp(context, country, firstName);
  return { page: await context.newPage(), context, customer };
}

test.describe('my newsletter', () => {
  test('DE: the choice is saved, shown after a reload, covers the soft opt-in, and a second customer has none', async ({ page, context, browser }) => {
    const text = shopTexts('de-DE');
    await signedUp(context, 'de');
    await open(page, 'de', 'my-newsletter');
    const box = page.getByRole('checkbox', { name: text('account.newsletter.checkbox') });
    await expect(box).not.toBeChecked();
    await expect(page.getByTestId('newsletter-terms')).toHaveText(text('account.newsletter.soft'));
    await box.check();
    await page.getByRole('button', { name: text('account.newsletter.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: text('account.newsletter.saved.on') })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: text('account.newsletter.checkbox') })).toBeChecked();
    await expect(page.getByTestId('newsletter-status')).toHaveText(text('account.newsletter.status.on'));
    expect(await axeViolations(page)).toEqual([]);

    const second = await newCustomerPage(browser, 'de');
    await open(second.page, 'de', 'my-newsletter');
    await expect(second.page.getByRole('checkbox', { name: text('account.newsletter.checkbox') })).not.toBeChecked();
    await second.context.close();
  });

  test('works without JavaScript: the plain form subscribes and unsubscribes', async ({ browser }) => {
    const text = shopTexts('sk-SK');
    const context = await browser.newContext({ javaScriptEnabled: false });
    await signedUp(context, 'sk');
    const page = await context.newPage();
    await page.goto(accountUrl('sk', 'my-newsletter'));
    await page.getByRole('checkbox', { name: text('account.newsletter.checkbox') }).check();
    await page.getByRole('button', { name: text('account.newsletter.save') }).click();
    await expect(page.getByText(text('account.newsletter.saved.on'))).toBeVisible();
    await page.goto(accountUrl('sk', 'my-newsletter'));
    await expect(page.getByRole('checkbox', { name: text('account.newsletter.checkbox') })).toBeChecked();
    await page.getByRole('checkbox', { name: text('account.newsletter.checkbox') }).uncheck();
    await page.getByRole('button', { name: text('account.newsletter.save') }).click();
    await expect(page.getByText(text('account.newsletter.saved.off'))).toBeVisible();
    await page.goto(accountUrl('sk', 'my-newsletter'));
    await expect(page.getByRole('checkbox', { name: text('account.newsletter.checkbox') })).not.toBeChecked();
    await context.close();
  });

  test('HU and PL: the newsletter is optional, an explicit opt-in the page says is free', async ({ page, context }) => {
    for (const [country, locale] of [['hu', 'hu-HU'], ['pl', 'pl-PL']] as const) {
      await signedUp(context, country);
      await open(page, country, 'my-newsletter');
      await expect(page.getByTestId('newsletter-terms')).toHaveText(shopTexts(locale)('account.newsletter.optional'));
      await expect(page.getByRole('checkbox', { name: shopTexts(locale)('account.newsletter.checkbox') })).not.toBeChecked();
    }
  });
});

test.describe('my orders and my reviews (no orders service configured)', () => {
  test('SK: after placing an order the account lists it and the review written for it; a second customer sees neither', async ({ page, context, browser }) => {
    test.slow();
    const text = shopTexts('sk-SK');
    const customer = await signedUp(context, 'sk');
    const { hits } = await search({ indexName: 'products_sk-SK', query: 'SBS-28', hitsPerPage: 5 });
    const product = hits.find((hit) => hit.name.includes('SBS-28') && hit.inStock)!;
    await cartReadyToPay(context, 'sk', product.sku, { email: customer.email, firstName: customer.firstName, lastName: customer.lastName });
    await page.goto(`${marketOrigin('sk')}/checkout/payment`);
    await hydrated(page);
    await page.getByRole('radio', { name: text('payment.method.bank_transfer') }).check();
    await page.getByRole('button', { name: text('payment.place') }).click();
    await expect(page).toHaveURL(/\/checkout\/thank-you\?order=/);
    const orderNumber = (await page.getByTestId('order-number').locator('strong').textContent())!;

    const { me } = await shopperCall<{ me: { orders: { results: { orderNumber: string; totalPrice: Money; orderState: string }[] } } }>(context, 'sk', 'getOrders', [{}]);
    const order = me.orders.results.find((candidate) => candidate.orderNumber === orderNumber)!;
    await open(page, 'sk', 'my-orders');
    const row = page.getByTestId('my-orders').getByRole('listitem').filter({ hasText: orderNumber });
    await expect(row).toContainText(formatMoney(order.totalPrice, numberConventions('sk-SK')));
    await expect(row).toContainText(text(`account.orders.state.${order.orderState}`));
    expect(await axeViolations(page)).toEqual([]);

    await shopperCall(context, 'sk', 'addReview', [{ sku: product.sku, rating: 4, title: 'Presné bity', text: 'Sada drží v puzdre pevne.', authorName: 'Zuzana' }]);
    await open(page, 'sk', 'my-reviews');
    const review = page.getByTestId('my-reviews').getByRole('listitem');
    await expect(review).toHaveCount(1);
    await expect(review).toContainText('Presné bity');
    await expect(review.getByRole('link', { name: product.name })).toHaveAttribute('href', `/${product.url}#rating-reviews`);
    await expect(page.getByTestId('review-consent-note')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    const second = await newCustomerPage(browser, 'sk', 'Peter');
    await open(second.page, 'sk', 'my-orders');
    await expect(second.page.getByTestId('my-orders-empty')).toHaveText(text('account.orders.empty'));
    await expect(second.page.getByText(orderNumber)).toHaveCount(0);
    await open(second.page, 'sk', 'my-reviews');
    await expect(second.page.getByTestId('my-reviews-empty')).toHaveText(text('account.reviews.empty'));
    await expect(second.page.getByText('Presné bity')).toHaveCount(0);
    await second.context.close();
  });

  test('CZ: my reviews says reviews are published with the consent given for each', async ({ page, context }) => {
    await signedUp(context, 'cz');
    await open(page, 'cz', 'my-reviews');
    await expect(page.getByTestId('review-consent-note')).toHaveText(shopTexts('cs-CZ')('account.reviews.consent'));
  });
});

test.describe('loyalty card', () => {
  test('SK: the card carries the customer\'s own number (the same on every visit) and name; another customer has another', async ({ page, context, browser }) => {
    const text = shopTexts('sk-SK');
    const customer = await signedUp(context, 'sk');
    await open(page, 'sk', 'my-orders');
    await page.getByRole('navigation', { name: text('account.nav.label') }).getByRole('link', { name: text('account.section.loyalty-card') }).click();
    await expect(page).toHaveURL(/\/my-account\/loyalty-card$/);
    await expect(page.getByTestId('loyalty-card-holder')).toHaveText(`${customer.firstName} ${customer.lastName}`);
    const number = (await page.getByTestId('loyalty-card-number').textContent())!;
    expect(number).toMatch(/^2 9\d{5} \d{6}$/);
    await expect(page.getByRole('img', { name: text('account.loyalty.barcode', { number: number.replaceAll(' ', '') }) })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await expect(page.getByTestId('loyalty-card-number')).toHaveText(number);

    const second = await newCustomerPage(browser, 'sk', 'Peter');
    await open(second.page, 'sk', 'loyalty-card');
    await expect(second.page.getByTestId('loyalty-card-holder')).toHaveText(`Peter ${customer.lastName}`);
    await expect(second.page.getByTestId('loyalty-card-number')).not.toHaveText(number);
    await second.context.close();
  });

  test('DE has no loyalty card: no link in the account navigation, and the page is a 404', async ({ page, context }) => {
    const text = shopTexts('de-DE');
    await signedUp(context, 'de');
    await open(page, 'de', 'my-reviews');
    const nav = page.getByRole('navigation', { name: text('account.nav.label') });
    await expect(nav.getByRole('link', { name: text('account.section.my-orders') })).toBeVisible();
    await expect(nav.getByRole('link', { name: text('account.section.loyalty-card') })).toHaveCount(0);
    expect((await page.goto(accountUrl('de', 'loyalty-card')))?.status()).toBe(404);
  });
});

test('a guest opening an account extra page goes to the root', async ({ page }) => {
  for (const section of ['my-newsletter', 'my-reviews', 'loyalty-card', 'my-orders']) {
    await page.goto(accountUrl('sk', section));
    expect(new URL(page.url()).pathname).toBe('/');
  }
});

