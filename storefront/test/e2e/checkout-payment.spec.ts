import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { COD_POLICIES, formatMoney, money, moneyFromDecimal, numberConventions, shippingCost, sum, type Money } from '@shop/domain';
import { commerce, search } from '../support/backend';
import { marketOrigin } from '../support/markets';
import { axeViolations, cents, hydrated } from '../support/page-helpers';
import { shopTexts } from '../support/shop-texts';
import { DE, SK, type Shopper } from '../support/shoppers';

/**
 * Issue 13's payment and thank-you steps: a guest with a cart and addresses (set through the
 * backend with the browser's cookies) pays by cash on delivery or bank transfer. Every expected
 * amount comes from the backend's data (prices, store fee, bank details, tax rate) and domain's
 * rules (shipping), never from the storefront's code.
 */

interface Product { readonly sku: string; readonly price: number; readonly slug: string }
interface StoreFields { readonly BIC: string; readonly accountOwner: string; readonly institute: string; readonly IBAN: string; readonly codFee?: { centAmount: number; currencyCode: string } }

const CZ: Shopper = { name: 'CZ', country: 'cz', locale: 'cs-CZ', language: 'cs', prefix: '', native: false };
const POSTAL: Record<string, string> = { sk: '81101', de: '10115', cz: '11000' };

const storeFields = async (country: string): Promise<StoreFields> =>
  (await commerce<{ data: { custom: { fields: StoreFields } }[] }>(country, 'getStores', [{ key: `ex-${country}` }])).data[0]!.custom.fields;

/** In-stock standard products of the market, cheapest first, with their slugs. */
async function products(shopper: Shopper): Promise<Product[]> {
  const { hits } = await search({ indexName: `products_${shopper.locale}`, hitsPerPage: 48 });
  return hits.filter((hit) => hit.inStock && hit.sku.startsWith('EX10')).map((hit) => ({ sku: hit.sku, price: hit.price, slug: hit.url })).sort((a, b) => a.price - b.price);
}

/** A standard product and one of its accessories, both in stock: two products COD takes in SK (one standard item). */
async function machineWithAccessory(shopper: Shopper): Promise<{ items: Product[]; taxRate: number }> {
  for (const machine of await products(shopper)) {
    const { products: [main] } = await commerce<{ products: any[] }>(shopper.country, 'getProduct', [{ query: 'main', slug: machine.slug }]);
    const accessories = (main.masterVariant.attributes.find((a: any) => a.name === 'relatedAccessories')?.value ?? []) as string[];
    for (const sku of accessories) {
      const { hits } = await search({ indexName: `products_${shopper.locale}`, hitsPerPage: 1, query: sku });
      const hit = hits.find((candidate) => candidate.sku === sku && candidate.inStock);
      if (hit) return { items: [machine, { sku, price: hit.price, slug: hit.url }], taxRate: main.taxCategory.obj.rates[0].amount };
    }
  }
  throw new Error('no machine with an accessory in stock');
}

/**
 * Fills the cart (and the addresses unless told not to) through the backend with the browser
 * context's cookie jar; Node cannot resolve *.localhost, so the session cookie the backend sets
 * is then handed to the market's host, where the storefront passes it on to the backend.
 */
async function cartFor(page: Page, shopper: Shopper, skus: string[], withAddresses = true): Promise<void> {
  const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}`;
  const host = `host=${shopper.country}.localhost`;
  const call = async (request: APIRequestContext, method: string, payload: unknown[]) => {
    const response = await request.post(`${backend}/api/ct/${method}?${host}`, { data: payload });
    expect(response.status(), `${method}: ${await response.text()}`).toBe(200);
    return (await response.json()) as { cart: { id: string; version: number } };
  };
  let cart = (await call(page.request, 'addToCart', [{}, { sku: skus[0], quantity: 1 }])).cart;
  for (const sku of skus.slice(1)) cart = (await call(page.request, 'addToCart', [{ id: cart.id, version: cart.version }, { sku, quantity: 1 }])).cart;
  if (withAddresses) await setAddresses(call, page, shopper, cart);
  const cookies = await page.context().cookies(backend);
  await page.context().addCookies(cookies.map(({ name, value }) => ({ name, value, domain: `${shopper.country}.localhost`, path: '/' })));
}

type Call = (request: APIRequestContext, method: string, payload: unknown[]) => Promise<{ cart: { id: string; version: number } }>;

async function setAddresses(call: Call, page: Page, shopper: Shopper, cart: { id: string; version: number }): Promise<void> {
  const address = {
    firstName: 'Eva', lastName: 'Horváthová', streetName: 'Mlynská', streetNumber: '7', postalCode: POSTAL[shopper.country],
    city: 'Trnava', country: shopper.country.toUpperCase(), email: 'eva@example.com', phone: '+421 900 123 456',
  };
  await call(page.request, 'updateCart', [{ id: cart.id, version: cart.version }, { actions: [
    { action: 'setCustomerEmail', email: 'eva@example.com' },
    { action: 'setBillingAddress', address },
    { action: 'setShippingAddress', address },
  ] }]);
}

/** The VAT the platform takes out of a gross amount at a rate (prices include VAT), per amount. */
const vatOf = (gross: Money, rate: number): Money => money(gross.centAmount - Math.round(gross.centAmount / (1 + rate)), gross.currencyCode);

const row = (page: Page, id: string) => page.getByTestId(id).locator('dd');

test('a guest in SK pays two products by cash on delivery; the totals are domain\'s', async ({ page }) => {
  const text = shopTexts(SK.locale);
  const { items, taxRate } = await machineWithAccessory(SK);
  const fields = await storeFields('sk');
  await cartFor(page, SK, items.map((item) => item.sku));
  await page.goto(`${marketOrigin('sk')}/checkout/payment`);
  await hydrated(page);
  await page.getByRole('radio', { name: text('payment.method.cod') }).check();
  // Choosing COD puts the store's fee line on the cart (the backend's createCodPayment).
  await expect(page.getByTestId('summary-cod-fee')).toBeVisible();
  await expect(page.getByRole('button', { name: text('payment.place') })).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: text('payment.place') }).click();
  await expect(page).toHaveURL(/\/checkout\/thank-you\?order=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('thankYou.title'));

  const eur = (cents: number) => money(cents, 'EUR');
  const subtotal = sum(items.map((item) => eur(item.price)), 'EUR');
  const shipping = shippingCost({ country: 'SK', subtotal, hasFreightItem: false });
  const fee = eur(fields.codFee!.centAmount);
  const total = sum([subtotal, shipping, fee], 'EUR');
  const vat = sum([...items.map((item) => vatOf(eur(item.price), taxRate)), vatOf(shipping, taxRate), vatOf(fee, taxRate)], 'EUR');
  const shown = (amount: Money) => formatMoney(amount, numberConventions(SK.locale));
  await expect(page.getByTestId('order-number')).toContainText(/SK-[0-9A-Z]+/);
  await expect(row(page, 'summary-subtotal')).toHaveText(shown(subtotal));
  await expect(row(page, 'summary-cod-fee')).toHaveText(shown(fee));
  await expect(row(page, 'summary-total')).toHaveText(shown(total));
  await expect(row(page, 'summary-vat')).toHaveText(shown(vat));
  await expect(row(page, 'summary-shipping')).toHaveText(shipping.centAmount === 0 ? text('cart.summary.free') : shown(shipping));
  await expect(page.getByTestId('order-payment-method')).toContainText(text('payment.method.cod'));
  // The shipping address as a postal label, its country named in the shopper's language.
  const label = page.locator('address').first();
  await expect(label).toContainText('Mlynská 7');
  await expect(label).toContainText(new Intl.DisplayNames([SK.locale], { type: 'region' }).of('SK')!);
  // The order ended the cart: no badge here, 0 on the next page.
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`${marketOrigin('sk')}/`);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('a guest in DE over the free-shipping threshold pays by bank transfer and sees the store\'s bank details', async ({ page }) => {
  const text = shopTexts(DE.locale);
  const fields = await storeFields('de');
  const threshold = moneyFromDecimal('59', 'EUR').centAmount;
  const machine = (await products(DE)).find((product) => product.price > threshold)!;
  await cartFor(page, DE, [machine.sku]);
  await page.goto(`${marketOrigin('de')}/checkout/payment`);
  await hydrated(page);
  await page.getByRole('radio', { name: text('payment.method.bank_transfer') }).check();
  await expect(page.getByTestId('summary-cod-fee')).toHaveCount(0);
  await expect(row(page, 'summary-shipping')).toHaveText(text('cart.summary.free'));
  await page.getByRole('button', { name: text('payment.place') }).click();
  await expect(page).toHaveURL(/\/checkout\/thank-you\?order=/);
  await expect(page.getByTestId('order-progress')).toHaveText(text('thankYou.progress.in-progress'));
  const bank = page.getByTestId('bank-details');
  for (const value of [fields.accountOwner, fields.IBAN, fields.BIC, fields.institute]) await expect(bank).toContainText(value);
  await expect(row(page, 'summary-total')).toHaveText(formatMoney(money(machine.price, 'EUR'), numberConventions(DE.locale)));
});

test('the page changes nothing on load: no POST, no method chosen, no fee; placing needs a method', async ({ page }) => {
  const text = shopTexts(SK.locale);
  const [machine] = await products(SK);
  await cartFor(page, SK, [machine!.sku]);
  const posts: string[] = [];
  page.on('request', (request) => { if (request.method() === 'POST') posts.push(request.url()); });
  await page.goto(`${marketOrigin('sk')}/checkout/payment`);
  await hydrated(page);
  const cod = page.getByRole('radio', { name: text('payment.method.cod') });
  const bank = page.getByRole('radio', { name: text('payment.method.bank_transfer') });
  await expect(cod).not.toBeChecked();
  await expect(bank).not.toBeChecked();
  await expect(cod).toHaveAttribute('required', '');
  await expect(page.getByTestId('summary-cod-fee')).toHaveCount(0);
  // The browser keeps the form while no method is chosen: still here, still no POST.
  await page.getByRole('button', { name: text('payment.place') }).click();
  await expect(page).toHaveURL(`${marketOrigin('sk')}/checkout/payment`);
  expect(await cod.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  expect(posts).toEqual([]);

  // A form sent without a method anyway (an old page, a browser without validation) is refused with a clear message; the form stays.
  await page.locator('input[name="method"]').evaluateAll((inputs) => inputs.forEach((input) => input.removeAttribute('required')));
  await page.getByRole('button', { name: text('payment.place') }).click();
  await expect(page.locator('#payment-failure')).toContainText(text('payment.error.method-missing'));
  await expect(page).toHaveURL(`${marketOrigin('sk')}/checkout/payment`);
  await expect(cod).toBeEnabled();
  await expect(page.getByTestId('summary-cod-fee')).toHaveCount(0);
});

test('the shared shop has no ADYEN_* settings: the payment step offers no card method, says nothing of cards and loads no Drop-in', async ({ page }) => {
  const text = shopTexts(SK.locale);
  const [machine] = await products(SK);
  await cartFor(page, SK, [machine!.sku]);
  const scripts: string[] = [];
  page.on('request', (request) => { if (['script', 'stylesheet', 'fetch'].includes(request.resourceType())) scripts.push(request.url()); });
  const response = await page.goto(`${marketOrigin('sk')}/checkout/payment`);
  await hydrated(page);
  await expect(page.getByRole('radio', { name: text('payment.method.cod') })).toBeVisible();
  await expect(page.getByTestId('card-payment')).toHaveCount(0);
  for (const id of ['payment.card.title', 'payment.card.hint', 'payment.card.noscript', 'payment.method.scheme']) {
    await expect(page.getByText(text(id))).toHaveCount(0);
  }
  expect(scripts.filter((url) => /drop-in|adyen/i.test(url))).toEqual([]);
  expect(response!.headers()['content-security-policy']).not.toMatch(/adyen/i);
});

test('a CZ cart over the COD limit is not offered COD and is told why', async ({ page }) => {
  const text = shopTexts(CZ.locale);
  const limit = COD_POLICIES.CZ.valueLimit;
  const machine = (await products(CZ)).find((product) => product.price > limit.centAmount)!;
  await cartFor(page, CZ, [machine.sku]);
  await page.goto(`${marketOrigin('cz')}/checkout/payment`);
  await expect(page.getByRole('radio', { name: text('payment.method.cod') })).toBeDisabled();
  await expect(page.getByTestId('payment-method-cod')).toContainText(text('payment.unavailable'));
  await expect(page.getByTestId('payment-method-cod')).toContainText(formatMoney(limit, numberConventions(CZ.locale)));
  await expect(page.getByRole('radio', { name: text('payment.method.bank_transfer') })).toBeEnabled();
});

test('the payment step without addresses sends the shopper to the addresses step', async ({ page }) => {
  const [machine] = await products(SK);
  await cartFor(page, SK, [machine!.sku], false);
  await page.goto(`${marketOrigin('sk')}/checkout/payment`);
  await expect(page).toHaveURL(`${marketOrigin('sk')}/checkout/addresses`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a COD order is placed by the plain form, and its thank-you page is nobody else\'s', async ({ page, browser }) => {
    const text = shopTexts(SK.locale);
    const [machine] = await products(SK);
    await cartFor(page, SK, [machine!.sku]);
    const fee = money((await storeFields('sk')).codFee!.centAmount, 'EUR');
    await page.goto(`${marketOrigin('sk')}/checkout/payment`);
    const before = await row(page, 'summary-total').textContent();
    await page.getByRole('radio', { name: text('payment.method.cod') }).check();
    await page.getByRole('button', { name: text('payment.place') }).click();
    // Attaching COD added its fee: no order yet, the page shows the new total to confirm.
    await expect(page).toHaveURL(`${marketOrigin('sk')}/checkout/payment?total=changed`);
    await expect(page.locator('#payment-total-changed')).toHaveText(text('payment.totalChanged.codFee', { fee: formatMoney(fee, numberConventions(SK.locale)) }));
    await expect(row(page, 'summary-cod-fee')).toHaveText(formatMoney(fee, numberConventions(SK.locale)));
    const shown = (await row(page, 'summary-total').textContent())!;
    expect(cents(shown)).toBe(cents(before!) + fee.centAmount);
    await expect(page.getByRole('radio', { name: text('payment.method.cod') })).toBeChecked();
    await page.getByRole('button', { name: text('payment.place') }).click();
    await expect(page).toHaveURL(/\/checkout\/thank-you\?order=/);
    await expect(page.getByTestId('order-number')).toContainText(/SK-[0-9A-Z]+/);
    await expect(page.getByTestId('summary-cod-fee')).toBeVisible();
    await expect(row(page, 'summary-total')).toHaveText(shown);

    const stranger = await browser.newContext();
    const response = await (await stranger.newPage()).goto(page.url());
    expect(response?.status()).toBe(404);
    await stranger.close();
  });
});

