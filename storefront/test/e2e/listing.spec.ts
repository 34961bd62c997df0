import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { get } from 'node:http';
import { marketOrigin } from '../support/markets';

/**
 * Category listings in four markets (issue 12 "Browsing and search"): every expected value is read
 * from the backend the shop runs on (its search and category calls), never from the storefront.
 */
const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}`;

interface Market {
  readonly name: string;
  readonly country: string;
  readonly prefix: string;
  readonly language: string;
  readonly locale: string;
  readonly native: boolean;
}

const MARKETS: readonly Market[] = [
  { name: 'SK', country: 'sk', prefix: '', language: 'sk', locale: 'sk-SK', native: false },
  { name: 'DE', country: 'de', prefix: '', language: 'de', locale: 'de-DE', native: false },
  { name: 'CH-fr', country: 'ch', prefix: '/fr', language: 'fr', locale: 'fr-CH', native: false },
  { name: 'LT', country: 'lt', prefix: '', language: 'lt', locale: 'lt-LT', native: true },
];

interface Hit {
  readonly name: string;
  readonly price: number;
}
interface Answer {
  readonly hits: Hit[];
  readonly nbHits: number;
  readonly facets?: Record<string, Record<string, number>>;
}

async function search(request: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`${BACKEND}/api/search/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requests: [request] }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: Answer[] }).results[0]!;
}

interface Category {
  readonly name: Record<string, string>;
  readonly slug: Record<string, string>;
}

async function rootCategories(country: string): Promise<Category[]> {
  const response = await fetch(`${BACKEND}/api/ct/getCategory?host=${country}.localhost`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify([{ query: 'roots' }]),
  });
  return ((await response.json()) as { categories: { results: Category[] } }).categories.results;
}

/** The market's biggest first-level category, as its shopper names it, with its product count. */
async function biggestCategory(market: Market) {
  const counts = (await search({ indexName: `products_${market.locale}`, hitsPerPage: 0, facets: ['categories.lvl0'] })).facets!['categories.lvl0']!;
  const roots = await rootCategories(market.country);
  const [category] = roots
    .filter((root) => counts[root.name[market.language]!] !== undefined)
    .sort((a, b) => counts[b.name[market.language]!]! - counts[a.name[market.language]!]!);
  const name = category!.name[market.language]!;
  return { name, slug: category!.slug[market.language]!, count: counts[name]! };
}

const param = (page: Page, key: string): string | null => new URL(page.url()).searchParams.get(key);
const tileNames = (page: Page) => page.getByTestId('product-tile').locator('.product-tile__name');

for (const market of MARKETS) {
  test(`a shopper in ${market.name} browses a category: sorts, pages, filters by brand and price`, async ({ page }) => {
    // A dozen navigations in one journey: more than one page's worth of time on a busy machine.
    test.slow();
    const category = await biggestCategory(market);
    const index = `products_${market.locale}`;
    const inCategory = [`categories.lvl0:${category.name}`];
    const path = `${market.prefix}${market.native ? '/c' : ''}/${category.slug}/`;

    await page.goto(`${marketOrigin(market.country)}${path}`);
    await expect(page.locator('.listing[data-enhanced=true]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expect(page.getByTestId('result-count')).toContainText(String(category.count));
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${marketOrigin(market.country)}${path}`);
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'index, follow');

    // Sort: price, low to high — the first product is the backend's cheapest.
    const cheapest = await search({ indexName: `${index}_price_asc`, facetFilters: [inCategory], hitsPerPage: 12 });
    await page.locator('#listing-sort').selectOption('price-asc');
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'price-asc');
    await expect(tileNames(page).first()).toHaveText(cheapest.hits[0]!.name);
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex, nofollow');

    // Page size 12, then pages: next, last, first.
    await page.locator('#listing-size').selectOption('12');
    await expect(page).toHaveURL((url) => url.searchParams.get('hitsPerPage') === '12' && url.searchParams.get('sort') === 'price-asc');
    await expect(page.getByTestId('product-tile')).toHaveCount(12);
    const lastPage = Math.ceil(category.count / 12);
    expect(lastPage).toBeGreaterThan(2);
    const second = await search({ indexName: `${index}_price_asc`, facetFilters: [inCategory], hitsPerPage: 12, page: 1 });
    await page.getByTestId('page-next').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    await expect(tileNames(page).first()).toHaveText(second.hits[0]!.name);
    // The canonical link keeps only the page (spec 1 §2).
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${marketOrigin(market.country)}${path}?page=2`);
    await page.getByTestId('page-last').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === String(lastPage));
    await expect(page.getByTestId('product-tile')).toHaveCount(category.count - 12 * (lastPage - 1));
    await page.getByTestId('page-first').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === null && url.searchParams.get('sort') === 'price-asc');
    await expect(tileNames(page).first()).toHaveText(cheapest.hits[0]!.name);

    // Brand: the category's most frequent brand.
    const brands = (await search({ indexName: index, facetFilters: [inCategory], hitsPerPage: 0, facets: ['brand'] })).facets!['brand']!;
    const [brand, brandCount] = Object.entries(brands).sort(([, a], [, b]) => b - a)[0]!;
    await page.getByTestId('facet-brand').getByRole('link', { name: new RegExp(`^${brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('[refinementList][brand][0]') === brand && url.searchParams.get('page') === null);
    await expect(page.getByTestId('result-count')).toContainText(String(brandCount));
    const ofBrand = await search({ indexName: `${index}_price_asc`, facetFilters: [inCategory, [`brand:${brand}`]], hitsPerPage: 48 });
    await expect(tileNames(page)).toHaveText(ofBrand.hits.slice(0, 12).map((hit) => hit.name));

    // Price: from the cheapest of the brand to the middle one, in whole currency units.
    const low = Math.floor(ofBrand.hits[0]!.price / 100);
    const high = Math.ceil(ofBrand.hits[Math.floor((ofBrand.hits.length - 1) / 2)]!.price / 100);
    const inRange = await search({
      indexName: `${index}_price_asc`, facetFilters: [inCategory, [`brand:${brand}`]], numericFilters: [`price>=${low * 100}`, `price<=${high * 100}`], hitsPerPage: 12,
    });
    const priceForm = page.getByTestId('facet-price');
    await priceForm.locator('input[name=priceMin]').fill(String(low));
    await priceForm.locator('input[name=priceMax]').fill(String(high));
    await priceForm.getByRole('button').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('[range][price]') === `${low}:${high}`);
    await expect(page.getByTestId('result-count')).toContainText(String(inRange.nbHits));
    await expect(tileNames(page)).toHaveText(inRange.hits.map((hit) => hit.name));
    expect(param(page, '[refinementList][brand][0]')).toBe(brand);
  });
}

test('a page-size change made while a sort is still loading keeps the sort', async ({ page }) => {
  const category = await biggestCategory(MARKETS[0]!);
  await page.goto(`${marketOrigin('sk')}/${category.slug}/`);
  await expect(page.locator('.listing[data-enhanced=true]')).toBeVisible();

  // The sort's page data is held back, so the shopper's next choice meets a navigation still loading.
  let held: (() => void) | undefined;
  const sortRequested = new Promise<void>((requested) => {
    void page.route(
      (url) => url.pathname.endsWith('.data') && url.searchParams.get('sort') === 'price-asc' && !url.searchParams.has('hitsPerPage'),
      async (route) => {
        requested();
        await new Promise<void>((release) => (held = release));
        await route.continue().catch(() => undefined); // the router may have given up on it: nothing to answer
      },
    );
  });
  await page.locator('#listing-sort').selectOption('price-asc');
  await sortRequested;
  // The page shows it is loading (the progress bar appears after 200 ms): the router's pending state is rendered.
  await expect(page.getByTestId('progress-bar')).toBeVisible();

  await page.locator('#listing-size').selectOption('12');
  await expect(page).toHaveURL((url) => url.searchParams.get('hitsPerPage') === '12');
  held?.();
  expect(param(page, 'sort')).toBe('price-asc');
  await expect(page.getByTestId('product-tile')).toHaveCount(12);
  await expect(page.locator('#listing-sort')).toHaveValue('price-asc');
  const cheapest = await search({ indexName: `products_sk-SK_price_asc`, facetFilters: [[`categories.lvl0:${category.name}`]], hitsPerPage: 12 });
  await expect(tileNames(page)).toHaveText(cheapest.hits.map((hit) => hit.name));
});

/** One request to the storefront as a market's host, redirects not followed (Node cannot resolve *.localhost). */
function fetchAsHost(country: string, path: string): Promise<{ status: number; location: string | undefined }> {
  const port = process.env.E2E_STOREFRONT_PORT;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { host: `${country}.localhost:${port}` } }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    }).on('error', reject);
  });
}

test('bad listing parameters are corrected by redirect', async () => {
  const category = await biggestCategory(MARKETS[0]!);
  const base = `/${encodeURIComponent(category.slug)}/`;
  for (const [query, status, location] of [
    ['?hitsPerPage=25', 308, `/${category.slug}/`],
    ['?sort=cheapest&hitsPerPage=12', 308, `/${category.slug}/?hitsPerPage=12`],
    ['?page=999', 302, `/${category.slug}/`],
    ['?priceMin=10&priceMax=20', 308, `/${category.slug}/?[range][price]=10:20`],
  ] as const) {
    const response = await fetchAsHost('sk', `${base}${query}`);
    expect([query, response.status]).toEqual([query, status]);
    expect(decodeURIComponent(response.location!)).toBe(location);
  }
  expect((await fetchAsHost('sk', '/no-such-category-anywhere/')).status).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a listing filters, sorts and pages with links and forms', async ({ page }) => {
    const market = MARKETS[1]!;
    const category = await biggestCategory(market);
    const index = `products_${market.locale}`;
    const inCategory = [`categories.lvl0:${category.name}`];
    await page.goto(`${marketOrigin('de')}/${category.slug}/`);
    await expect(page.getByTestId('result-count')).toContainText(String(category.count));

    const newest = await search({ indexName: `${index}_newest`, facetFilters: [inCategory], hitsPerPage: 24, page: 1 });
    await page.locator('#listing-sort').selectOption('newest');
    await page.locator('form:has(#listing-sort)').getByRole('button').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'newest');
    await page.getByTestId('page-next').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('sort') === 'newest');
    await expect(tileNames(page).first()).toHaveText(newest.hits[0]!.name);

    const tags = (await search({ indexName: index, facetFilters: [inCategory], hitsPerPage: 0, facets: ['tags'] })).facets!['tags']!;
    await page.getByTestId('facet-tags').locator('a[href*="on-sale"]').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('[refinementList][tags][0]') === 'on-sale' && url.searchParams.get('page') === null);
    await expect(page.getByTestId('result-count')).toContainText(String(tags['on-sale']));

    const priceForm = page.getByTestId('facet-price');
    await priceForm.locator('input[name=priceMax]').fill('100000');
    await priceForm.getByRole('button').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('[range][price]') === ':100000');
  });

  test('on a phone the filters open as a panel and close again', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const category = await biggestCategory(MARKETS[0]!);
    await page.goto(`${marketOrigin('sk')}/${category.slug}/`);
    const filters = page.locator('#filters');
    await expect(filters).toBeHidden();
    await page.locator('a[href="#filters"]').click();
    await expect(filters).toBeVisible();
    await expect(filters.getByTestId('facet-brand')).toBeVisible();
    await filters.locator('.filters__close').click();
    await expect(filters).toBeHidden();
  });
});

test('on a phone the enhanced filter panel is a dialog that Escape closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const category = await biggestCategory(MARKETS[0]!);
  await page.goto(`${marketOrigin('sk')}/${category.slug}/`);
  await expect(page.locator('.listing[data-enhanced=true]')).toBeVisible();
  await page.locator('a[href="#filters"]').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('#filters-title')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('#filters')).toBeHidden();
});

test('a category listing has no accessibility violations (WCAG 2.2 A/AA)', async ({ page }) => {
  const category = await biggestCategory(MARKETS[0]!);
  await page.goto(`${marketOrigin('sk')}/${category.slug}/?sort=price-asc`);
  await expect(page.getByTestId('product-tile').first()).toBeVisible();
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(result.violations).toEqual([]);
});
