import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { applicableVolumeTier, DEFAULT_VOLUME_TIERS, formatMoney, money, multiply, numberConventions, sum, unitPriceAfterVolumeTier, type Money } from '@shop/domain';
import { commerce, search } from '../support/backend';
import { marketOrigin } from '../support/markets';
import { layoutShifts, recordLayoutShifts } from '../support/page-helpers';

/*
 * Spec 2 §2, §4, §9's cart in SK: the sidebar from the icon, the cart page, batched quantity
 * changes, removal, coupons, the failure notice, the page without JavaScript. Expected amounts come
 * from the backend's own product prices and domain's volume tiers, never from the storefront's view.
 */

const origin = marketOrigin('sk');
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Candidate {
  readonly sku: string;
  readonly slug: string;
  readonly unit: Money;
}

interface MainAnswer {
  readonly products: { readonly masterVariant: { readonly sku: string; readonly availability?: { readonly availableQuantity?: number }; readonly price?: { readonly value: { readonly centAmount: number; readonly currencyCode: string }; readonly discounted?: { readonly value: { readonly centAmount: number } } } } }[];
}

/** Two products in stock (at least 5 pieces), with the SK price the backend charges (the product discount included). */
async function twoProducts(): Promise<[Candidate, Candidate]> {
  const { hits } = await search({ indexName: 'products_sk-SK', params: 'hitsPerPage=40' });
  const found: Candidate[] = [];
  for (const hit of hits.filter((candidate) => candidate.inStock)) {
    const answer = await commerce<MainAnswer>('sk', 'getProduct', [{ query: 'main', slug: hit.url }]);
    const variant = answer.products[0]?.masterVariant;
    // The market's price as the product page reads it (the backend narrows it to SK).
    const price = variant?.price;
    if (!variant || !price || price.value.currencyCode !== 'EUR' || (variant.availability?.availableQuantity ?? 0) < 5) continue;
    found.push({ sku: variant.sku, slug: hit.url, unit: money(price.discounted?.value.centAmount ?? price.value.centAmount, 'EUR') });
    if (found.length === 2) break;
  }
  return [found[0]!, found[1]!];
}

/** A line's total by domain's volume tiers (the demo's default group: 3 → 5 %, 5 → 10 %, 10 → 15 %). */
const lineTotal = (unit: Money, quantity: number): Money =>
  multiply(unitPriceAfterVolumeTier(unit, applicableVolumeTier(DEFAULT_VOLUME_TIERS, quantity)), quantity);
const eur = (value: Money): string => formatMoney(value, numberConventions('sk-SK'));

/** Adds through the product page's form (JavaScript on) and closes the panel the add opens. */
async function addOnProductPage(page: Page, product: Candidate): Promise<void> {
  await page.goto(`${origin}/${product.slug}`);
  await expect(page.locator('form.add-to-cart')).toHaveAttribute('data-enhanced', 'true');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart-notice')).toHaveAttribute('data-status', 'added');
  // Spec 2 §2: the add opens a side panel (complementary products, else the cart).
  await expect(page.locator('dialog[open]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
}

async function openSidebar(page: Page) {
  await page.getByTestId('cart-icon').click();
  const sidebar = page.getByTestId('cart-sidebar');
  await expect(sidebar).toHaveAttribute('data-loaded', 'true');
  return sidebar;
}

test('the cart sidebar: quantities, removal, coupon, failure notice, route change, axe', async ({ page }) => {
  const [first, second] = await twoProducts();
  await addOnProductPage(page, first);
  await addOnProductPage(page, second);
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  const sidebar = await openSidebar(page);
  await expect(sidebar.getByTestId('cart-line')).toHaveCount(2);
  const axe = await new AxeBuilder({ page }).include('[data-testid=cart-sidebar]').withTags(WCAG).analyze();
  expect(axe.violations).toEqual([]);

  // Three pieces of the first product: one batched update, domain's 5 % tier, the badge follows.
  const firstLine = sidebar.locator(`[data-testid=cart-line][data-sku="${first.sku}"]`);
  await firstLine.getByRole('button', { name: 'Zvýšiť množstvo' }).click();
  await firstLine.getByRole('button', { name: 'Zvýšiť množstvo' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('4');
  await expect(firstLine.getByTestId('line-total')).toHaveText(eur(lineTotal(first.unit, 3)));
  await expect(firstLine.getByTestId('volume-tier')).toContainText('5 %');
  // The subtotal is the goods before cart discounts; the tier's saving is the discount row.
  const subtotal = sum([multiply(first.unit, 3), multiply(second.unit, 1)], 'EUR');
  await expect(sidebar.getByTestId('summary-subtotal').getByRole('definition')).toHaveText(eur(subtotal));

  // An unknown code: refused, its state in words.
  await sidebar.getByLabel('Zadajte zľavový kód').fill('NOPE');
  await sidebar.getByRole('button', { name: 'Použiť' }).click();
  await expect(sidebar.getByTestId('coupon-refused')).toHaveText('Kód NOPE nie je možné použiť: Tento kód nie je platný');

  // The storefront's own action fails once: the dismissible notice, and the cart as it is.
  await page.route('**/cart-actions', (route) => route.abort(), { times: 1 });
  await firstLine.getByRole('button', { name: 'Znížiť množstvo' }).click();
  const notice = page.locator('#cart-adding-problem');
  await expect(notice).toHaveText('Pri pridávaní produktu do košíka nastal problém. Skúste to, prosím, znova.');
  await expect(firstLine.getByRole('spinbutton')).toHaveValue('3');
  await expect(page.getByTestId('cart-count')).toHaveText('4');
  await notice.getByRole('button', { name: 'Zavrieť' }).click();
  await expect(notice).toHaveCount(0);

  // Removal (quantity 0).
  await sidebar.locator(`[data-testid=cart-line][data-sku="${second.sku}"]`).getByTestId('remove-line').click();
  await expect(sidebar.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await expect(sidebar.getByTestId('summary-total').getByRole('definition')).toHaveText(eur(lineTotal(first.unit, 3)));

  // Escape closes; a route change closes too.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('cart-sidebar')).toHaveCount(0);
  await openSidebar(page);
  await page.getByTestId('cart-sidebar').getByTestId('cart-line').getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/${first.slug}$`));
  await expect(page.getByTestId('cart-sidebar')).toHaveCount(0);
});

test('the cart page with JavaScript: axe, coupon, continue to the addresses step; empty cart; a cart cleared by the backend', async ({ page }) => {
  await page.goto(`${origin}/checkout/cart`);
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect(page.locator('.cart-page')).toHaveAttribute('data-enhanced', 'true');
  await page.getByTestId('cart-icon').click();
  await expect(page.getByTestId('cart-empty-hint')).toHaveText('Váš košík je prázdny');

  const [first] = await twoProducts();
  await addOnProductPage(page, first);
  await page.goto(`${origin}/checkout/cart`);
  await expect(page.locator('.cart-page')).toHaveAttribute('data-enhanced', 'true');
  await expect(page.getByTestId('summary-total').getByRole('definition')).toHaveText(eur(first.unit));
  const axe = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(axe.violations).toEqual([]);
  await expect(page.getByTestId('continue-to-checkout')).toHaveAttribute('href', '/checkout/addresses');

  // The session's cart read by another store's host is cleared by the backend; the page's next change finds none.
  const status = await page.evaluate(async () => (await fetch('/api/ct/getMyCart?host=de.localhost', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[]' })).status);
  expect(status).toBe(200);
  await page.getByRole('button', { name: 'Zvýšiť množstvo' }).click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('on a phone the cart page does not move when it hydrates (no layout shift)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [first, second] = await twoProducts();
  await addOnProductPage(page, first);
  await addOnProductPage(page, second);
  await recordLayoutShifts(page);
  await page.goto(`${origin}/checkout/cart`);
  await expect(page.locator('.cart-page')).toHaveAttribute('data-enhanced', 'true');
  await expect(page.getByTestId('line-quantity-form')).toHaveCount(2);
  // The no-JavaScript update buttons are noscript content: never laid out when JavaScript runs.
  await expect(page.locator('.cart-line__update')).toHaveCount(0);
  const shifts = await layoutShifts(page);
  expect(shifts.total, `cumulative layout shift; what moved: ${shifts.moved.join('; ')}`).toBe(0);
});

test('the cart badge is hidden on the thank-you page', async ({ page }) => {
  const [first] = await twoProducts();
  await addOnProductPage(page, first);
  await page.goto(`${origin}/checkout/thank-you`);
  await expect(page.getByTestId('cart-icon')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test('without JavaScript the cart page changes a quantity, applies a coupon and removes a line', async ({ browser }) => {
  const [first] = await twoProducts();
  const { context, page } = await withoutJavaScript(browser);
  await page.goto(`${origin}/${first.slug}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page).toHaveURL(/cart=added/);
  await expect(page.getByTestId('cart-icon')).toHaveAttribute('href', '/checkout/cart');
  await page.getByTestId('cart-icon').click();
  await expect(page).toHaveURL(`${origin}/checkout/cart`);

  await page.getByRole('spinbutton', { name: 'Množstvo' }).fill('3');
  await page.getByRole('button', { name: 'Aktualizovať' }).click();
  await expect(page).toHaveURL(`${origin}/checkout/cart`);
  await expect(page.getByTestId('line-total')).toHaveText(eur(lineTotal(first.unit, 3)));
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  await page.getByLabel('Zadajte zľavový kód').fill('NOPE');
  await page.getByRole('button', { name: 'Použiť' }).click();
  await expect(page.getByTestId('coupon-refused')).toHaveText('Kód NOPE nie je možné použiť: Tento kód nie je platný');

  await page.getByTestId('remove-line').click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await context.close();
});

test('the cart actions refuse bad input with 400', async ({ request }) => {
  const base = `http://localhost:${process.env.E2E_STOREFRONT_PORT}`;
  const forms: Record<string, string>[] = [{ intent: 'quantity', lineId: 'x', quantity: '1001' }, { intent: 'nothing' }, { intent: 'applyCoupon', code: '' }];
  for (const form of forms) {
    expect((await request.post(`${base}/cart-actions`, { form, headers: { origin: base }, maxRedirects: 0 })).status(), JSON.stringify(form)).toBe(400);
  }
});
