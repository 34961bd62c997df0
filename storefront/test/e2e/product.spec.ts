import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { marketOrigin } from '../support/markets';
import { mostRecent, topReviews, type Review } from '../support/review-order';

// The product page against the fresh test backend: products are found through the backend itself
// (search index and commerce calls), and every expected value is computed here from its answers.

const backendUrl = (): string => `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}`;

interface Hit {
  readonly sku: string;
  readonly name: string;
  readonly url: string;
  readonly price: number;
  readonly standardPrice: number;
  readonly currency: string;
  readonly inStock: boolean;
  readonly reviewCount?: number;
}

async function hits(request: APIRequestContext, country: string, locale: string, page = 0): Promise<Hit[]> {
  const response = await request.post(`${backendUrl()}/api/search/1/indexes/*/queries?host=${country}.localhost`, {
    data: { requests: [{ indexName: `products_${locale}`, query: '', hitsPerPage: 48, page }] },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: { hits: Hit[] }[] }).results[0]!.hits;
}

async function call<T>(request: APIRequestContext, country: string, method: string, payload: unknown[], language?: string): Promise<T> {
  const query = `host=${country}.localhost${language ? `&language=${language}` : ''}`;
  const response = await request.post(`${backendUrl()}/api/ct/${method}?${query}`, { data: payload });
  expect(response.status(), `${method} ${JSON.stringify(payload)}`).toBe(200);
  return (await response.json()) as T;
}

interface MainProduct {
  readonly id: string;
  readonly masterVariant: { readonly availability?: { readonly availableQuantity?: number }; readonly images?: { readonly url: string }[] };
}

const mainProduct = async (request: APIRequestContext, country: string, slug: string, language?: string): Promise<MainProduct> =>
  (await call<{ products: MainProduct[] }>(request, country, 'getProduct', [{ query: 'main', slug }], language)).products[0]!;

/** A price as a shopper of that locale reads it, by Intl directly. */
const money = (cents: number, currency: string, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);

/** The currency sign as the locale writes it (Node's and Chromium's ICU group fr-CH thousands differently, so digits and sign are compared). */
const currencySign = (currency: string, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1).find((part) => part.type === 'currency')!.value;

/** Signs a new customer up in the page's own session (the browser resolves {country}.localhost, Node does not). */
async function signUpInPage(page: Page, firstName: string, lastName: string): Promise<void> {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const status = await page.evaluate(
    async (body) => (await fetch('/api/ct/signUp', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status,
    JSON.stringify([{ email, password: 'secret123', firstName, lastName, customerType: 'PRIVATE' }]),
  );
  expect(status).toBe(200);
}


/** Waits until the add-to-cart form runs with JavaScript (the enhanced, fetcher-driven form). */
const hydrated = (page: Page) => expect(page.locator('form.add-to-cart')).toHaveAttribute('data-enhanced', 'true');

const MARKETS = [
  { country: 'sk', locale: 'sk-SK', prefix: '', letter: '' },
  { country: 'de', locale: 'de-DE', prefix: '', letter: '' },
  { country: 'ch', locale: 'fr-CH', prefix: '/fr', letter: '', language: 'fr' },
  { country: 'lt', locale: 'lt-LT', prefix: '', letter: '/p' },
] as const;

for (const market of MARKETS) {
  test(`a shopper in ${market.locale} opens a product: name, price, canonical URL, language`, async ({ page, request }) => {
    const hit = (await hits(request, market.country, market.locale)).find((candidate) => candidate.inStock)!;
    const path = `${market.prefix}${market.letter}/${hit.url}`;
    const response = await page.goto(`${marketOrigin(market.country)}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', market.locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hit.name);
    const price = (await page.getByTestId('product-price').locator('.product-price__amount').textContent()) ?? '';
    expect(price.replace(/\D/g, '')).toBe(String(hit.price));
    expect(price).toContain(currencySign(hit.currency, market.locale));
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${marketOrigin(market.country)}${path}`);
    await expect(page.getByTestId('availability')).toHaveAttribute('data-state', /in-stock|low-stock/);
    await expect(page.getByTestId('delivery-estimate')).toBeVisible();
    await expect(page.getByTestId('vat-note')).toBeVisible();
    // The breadcrumb's last link is the product's category, a listing in this market.
    await expect(page.locator('nav.breadcrumbs a').last()).toHaveAttribute('href', new RegExp(`^${market.prefix}${market.country === 'lt' ? '/c' : ''}/.+/$`));
  });
}

test('a product on sale shows the standard price struck through and the saving, with the price disclaimer in DE', async ({ page, request }) => {
  const hit = (await hits(request, 'de', 'de-DE')).find((candidate) => candidate.price < candidate.standardPrice) ?? (await hits(request, 'de', 'de-DE', 1)).find((candidate) => candidate.price < candidate.standardPrice)!;
  await page.goto(`${marketOrigin('de')}/${hit.url}`);
  await expect(page.getByTestId('product-standard-price')).toHaveText(money(hit.standardPrice, 'EUR', 'de-DE'));
  await expect(page.getByTestId('product-discount')).toContainText(money(hit.standardPrice - hit.price, 'EUR', 'de-DE'));
  await expect(page.getByTestId('price-disclaimer')).toBeVisible();
});

test('a missing product image shows the default image (the image is asked for with HEAD)', async ({ page, request }) => {
  const hit = (await hits(request, 'sk', 'sk-SK'))[0]!;
  const product = await mainProduct(request, 'sk', hit.url);
  const imageUrl = product.masterVariant.images![0]!.url;
  const head = await request.head(new URL(imageUrl, backendUrl()).href);
  await page.goto(`${marketOrigin('sk')}/${hit.url}`);
  const image = page.getByTestId('product-main-image');
  await expect(image).toHaveAttribute('src', head.status() === 200 ? imageUrl : '/images/product-placeholder.svg');
  await expect(image).toHaveAttribute('loading', 'eager');
  await expect(image).toHaveAttribute('width', /\d+/);
});

test("reviews: Slovak ones first, then 'Top reviews' or 'Most recent' order them as the data says, as links", async ({ page, request }) => {
  let chosen: { hit: Hit; reviews: Review[] } | undefined;
  for (const hit of (await hits(request, 'sk', 'sk-SK')).filter((candidate) => (candidate.reviewCount ?? 0) >= 3 && (candidate.reviewCount ?? 0) <= 10)) {
    const product = await mainProduct(request, 'sk', hit.url);
    const reviews = (await call<{ results: Review[] }>(request, 'sk', 'getReview', [{ productId: product.id, limit: 100 }])).results;
    if (mostRecent(reviews, 'sk').join() !== topReviews(reviews, 'sk').join()) {
      chosen = { hit, reviews };
      break;
    }
  }
  expect(chosen, 'a product whose two review orders differ').toBeDefined();
  const { hit, reviews } = chosen!;
  await page.goto(`${marketOrigin('sk')}/${hit.url}`);
  const shown = () => page.getByTestId('review').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-review-id')));
  await expect(page.locator('#rating-reviews')).toBeVisible();
  await expect(page.getByTestId('rating-summary')).toContainText(String(reviews.length));
  expect(await shown()).toEqual(topReviews(reviews, 'sk'));
  await page.getByTestId('review-sort-most-recent').click();
  await expect(page).toHaveURL(/reviewSort=most-recent/);
  await expect.poll(shown).toEqual(mostRecent(reviews, 'sk'));
  await page.getByTestId('review-sort-top-reviews').click();
  await expect.poll(shown).toEqual(topReviews(reviews, 'sk'));
  // The rating link in the buy box leads to the reviews.
  await expect(page.getByTestId('rating-link')).toHaveAttribute('href', '#rating-reviews');
});

test('writing a review: a guest is asked to log in; a customer who did not buy it is told so', async ({ page, request }) => {
  const hit = (await hits(request, 'gb', 'en-GB')).find((candidate) => candidate.inStock)!;
  await page.goto(`${marketOrigin('gb')}/${hit.url}`);
  await expect(page.getByTestId('review-login').getByRole('link')).toHaveAttribute('href', '/login');

  await signUpInPage(page, 'Jane', 'Doe');
  await page.reload();
  await hydrated(page);
  await page.getByText('Write a review').click();
  const form = page.getByTestId('review-form');
  await form.getByLabel('4 stars').check();
  await form.getByLabel('Title').fill('Solid');
  await form.getByLabel('Your review').fill('Does the job.');
  await expect(form.getByLabel('Name shown with the review')).toHaveValue('Jane D.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByTestId('review-notice')).toHaveText("You haven't purchased this particular SKU");
});

test('the Czech review form asks for consent to publish', async ({ page, request }) => {
  const hit = (await hits(request, 'cz', 'cs-CZ'))[0]!;
  await page.goto(`${marketOrigin('cz')}/${hit.url}`);
  await signUpInPage(page, 'Jana', 'Nováková');
  await page.reload();
  await page.getByTestId('reviews').locator('summary').click();
  await expect(page.getByTestId('review-form').getByRole('checkbox')).toBeVisible();
});

test('add to cart with JavaScript: no navigation, a notice, and the header badge shows the quantity', async ({ page, request }) => {
  const hit = (await hits(request, 'sk', 'sk-SK')).find((candidate) => candidate.inStock)!;
  await page.goto(`${marketOrigin('sk')}/${hit.url}`);
  await hydrated(page);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await page.getByRole('button', { name: 'Zvýšiť množstvo' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Množstvo' })).toHaveValue('2');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart-notice')).toHaveAttribute('data-status', 'added');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  expect(new URL(page.url()).search).toBe('');
});

test('the floating add-to-cart bar appears once the button scrolls away, and adds the chosen quantity', async ({ page, request }) => {
  const hit = (await hits(request, 'de', 'de-DE')).find((candidate) => candidate.inStock)!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${marketOrigin('de')}/${hit.url}`);
  await hydrated(page);
  await expect(page.getByTestId('floating-add-to-cart')).toHaveCount(0);
  await page.getByTestId('reviews').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('floating-add-to-cart')).toBeVisible();
  await page.getByTestId('floating-add-to-cart-button').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByTestId('add-to-cart').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('floating-add-to-cart')).toHaveCount(0);
});

test('the quantity selector stops at the stock with the maximum-quantity message', async ({ page, request }) => {
  const candidates = (await hits(request, 'gb', 'en-GB')).filter((candidate) => candidate.inStock);
  let chosen: { hit: Hit; stock: number } | undefined;
  for (const hit of candidates) {
    const stock = (await mainProduct(request, 'gb', hit.url)).masterVariant.availability?.availableQuantity ?? 0;
    if (stock > 1 && stock < 1000) {
      chosen = { hit, stock };
      break;
    }
  }
  const { hit, stock } = chosen!;
  await page.goto(`${marketOrigin('gb')}/${hit.url}`);
  await hydrated(page);
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await quantity.fill(String(stock + 5));
  await expect(quantity).toHaveValue(String(stock));
  await expect(page.getByTestId('quantity-warning')).toHaveText('You have reached the maximum quantity');
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await quantity.fill('0');
  await quantity.blur();
  await expect(quantity).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
});

test('the add-to-cart action refuses bad input with 400', async ({ request }) => {
  // Plain localhost is the SK market, and Node resolves it.
  for (const form of [{ sku: 'EX10000001', quantity: '0' }, { sku: 'EX10000001', quantity: 'many' }, { sku: '', quantity: '1' }, { sku: 'EX10000001', quantity: '1001' }]) {
    const shop = `http://localhost:${process.env.E2E_STOREFRONT_PORT}`;
    // A post from the shop's own page names its Origin, as a browser's does (the front door, issue 18).
    const response = await request.post(`${shop}/add-to-cart`, { form, headers: { origin: shop }, maxRedirects: 0 });
    expect(response.status(), JSON.stringify(form)).toBe(400);
  }
});

test('the product page has no accessibility violation (WCAG 2.2 A/AA)', async ({ page, request }) => {
  const hit = (await hits(request, 'sk', 'sk-SK')).find((candidate) => candidate.inStock && (candidate.reviewCount ?? 0) > 0)!;
  await page.goto(`${marketOrigin('sk')}/${hit.url}`);
  await hydrated(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations).toEqual([]);
});

test('an unknown product slug is a 404', async ({ page }) => {
  const response = await page.goto(`${marketOrigin('sk')}/no-such-product-99999999`);
  expect(response?.status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('add to cart posts the form, comes back with a notice, and the badge shows the quantity', async ({ page, request }) => {
    const hit = (await hits(request, 'de', 'de-DE')).find((candidate) => candidate.inStock)!;
    await page.goto(`${marketOrigin('de')}/${hit.url}`);
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await page.getByRole('spinbutton', { name: 'Menge' }).fill('3');
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(/cart=added&added=3/);
    await expect(page.getByTestId('add-to-cart-notice')).toHaveText(/3\s×/); // '3 ×' with a no-break space: the count stays with its sign
    await expect(page.getByTestId('cart-count')).toHaveText('3');
  });

  test('review sorting works as plain links', async ({ page, request }) => {
    const hit = (await hits(request, 'sk', 'sk-SK')).find((candidate) => (candidate.reviewCount ?? 0) >= 2)!;
    await page.goto(`${marketOrigin('sk')}/${hit.url}`);
    await page.getByTestId('review-sort-most-recent').click();
    await expect(page).toHaveURL(/reviewSort=most-recent#rating-reviews$/);
    await expect(page.getByTestId('review-sort-most-recent')).toHaveAttribute('aria-current', 'true');
  });
});
