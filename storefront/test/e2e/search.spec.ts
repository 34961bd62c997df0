import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { marketOrigin } from '../support/markets';

/**
 * The search page and the header's quick search (issue 12 "Browsing and search"). Expected hits
 * and counts come from the backend's own search, never from the storefront.
 */
const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}`;

interface Answer {
  readonly hits: { readonly name: string; readonly url: string; readonly sku: string }[];
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

/** A term a shopper would type (the start of a product name's first word) that finds more than 5 products. */
async function busyTerm(locale: string): Promise<{ term: string; answer: Answer }> {
  const sample = await search({ indexName: `products_${locale}`, hitsPerPage: 48 });
  for (const hit of sample.hits) {
    const term = hit.name.split(/\s+/)[0]!.toLowerCase().slice(0, 7);
    if (term.length < 4) continue;
    const answer = await search({ indexName: `products_${locale}`, query: term, hitsPerPage: 5 });
    if (answer.nbHits > 5) return { term, answer };
  }
  throw new Error(`no term with more than 5 hits in ${locale}`);
}

const combobox = (page: Page) => page.getByTestId('quick-search').getByRole('combobox');
const options = (page: Page) => page.getByRole('listbox').getByRole('option');

async function openHome(page: Page, origin: string): Promise<void> {
  await page.goto(origin);
  await expect(page.locator('[data-testid=quick-search][data-enhanced=true]')).toBeVisible();
}

test('quick search works with the keyboard only: opens, wraps, closes, follows, searches, clears', async ({ page }) => {
  test.slow();
  const { term, answer } = await busyTerm('sk-SK');
  await openHome(page, marketOrigin('sk'));
  await combobox(page).focus();

  // Below the minimum length nothing opens.
  await page.keyboard.type(term.slice(0, 1));
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.type(term.slice(1));
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('listbox').locator('.quick-search__name')).toHaveText(answer.hits.map((hit) => hit.name));
  // 5 products and, as more than 5 match, 'See all results' last.
  await expect(options(page)).toHaveCount(6);
  await expect(options(page).last()).toContainText(String(answer.nbHits));

  const activeIs = async (index: number) => {
    const id = await options(page).nth(index).getAttribute('id');
    await expect(combobox(page)).toHaveAttribute('aria-activedescendant', id!);
    await expect(options(page).nth(index)).toHaveAttribute('aria-selected', 'true');
  };
  await page.keyboard.press('ArrowDown');
  await activeIs(0);
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowDown');
  await activeIs(5);
  await page.keyboard.press('ArrowDown');
  await activeIs(0);
  await page.keyboard.press('ArrowUp');
  await activeIs(5);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(combobox(page)).toHaveValue(term);

  // Reopen, choose the second product, Enter: its page, and the click is reported.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await activeIs(1);
  const click = page.waitForRequest((request) => request.url().endsWith('/api/search/1/events') && request.postData()?.includes('"click"') === true);
  await page.keyboard.press('Enter');
  const reported = JSON.parse((await click).postData()!) as { events: { eventType: string; objectIDs: string[]; positions: number[]; index: string }[] };
  expect(reported.events[0]).toMatchObject({ eventType: 'click', objectIDs: [answer.hits[1]!.sku], positions: [2], index: 'products_sk-SK' });
  await expect(page).toHaveURL(`${marketOrigin('sk')}/${answer.hits[1]!.url}`);

  // Enter without a chosen option: the search page with the term.
  await openHome(page, marketOrigin('sk'));
  await combobox(page).focus();
  await page.keyboard.type(term);
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('query') === term);
  await expect(page.getByTestId('result-count')).toContainText(String(answer.nbHits));
  await expect(combobox(page)).toHaveValue(term);

  // The clear button empties the field and gives the focus back.
  await combobox(page).focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('.quick-search__clear')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(combobox(page)).toHaveValue('');
  await expect(combobox(page)).toBeFocused();

  // Nothing found: 'No results'.
  await page.keyboard.type('qxzqxzq');
  await expect(page.getByTestId('quick-search-empty')).toBeVisible();
});

test('quick search follows the market: native /p/ in LT, the language prefix on CH-fr', async ({ page }) => {
  test.slow();
  const lt = await busyTerm('lt-LT');
  await openHome(page, marketOrigin('lt'));
  await combobox(page).focus();
  await page.keyboard.type(lt.term);
  await expect(options(page)).toHaveCount(6);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${marketOrigin('lt')}/p/${lt.answer.hits[0]!.url}`);

  const fr = await busyTerm('fr-CH');
  await openHome(page, `${marketOrigin('ch')}/fr/`);
  await combobox(page).focus();
  await page.keyboard.type(fr.term);
  await expect(page.getByRole('listbox').locator('.quick-search__name')).toHaveText(fr.answer.hits.map((hit) => hit.name));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.origin === marketOrigin('ch') && url.pathname === '/fr/search' && url.searchParams.get('query') === fr.term);
  await expect(page.getByTestId('result-count')).toContainText(String(fr.answer.nbHits));
});

test('brand, campaign and shortcut pages list what the backend finds', async ({ page }) => {
  const facets = (await search({ indexName: 'products_de-DE', hitsPerPage: 0, facets: ['brand', 'tags'] })).facets!;
  const [brand, brandCount] = Object.entries(facets['brand']!)[0]!;

  await page.goto(`${marketOrigin('de')}/search?[refinementList][brand][0]=${encodeURIComponent(brand)}`);
  await expect(page.getByTestId('search-heading')).toHaveText(brand);
  await expect(page.getByTestId('result-count')).toContainText(String(brandCount));

  await page.goto(`${marketOrigin('de')}/search?[refinementList][tags][0]=campaign:black_friday`);
  await expect(page.getByTestId('search-heading')).toHaveText('Black Friday');
  await expect(page.getByTestId('result-count')).toContainText(String(facets['tags']!['campaign:black_friday']));

  await page.goto(`${marketOrigin('de')}/search?new-arrivals`);
  await expect(page).toHaveURL((url) => url.searchParams.get('[refinementList][tags][0]') === 'new' && url.searchParams.get('sort') === 'newest');
  await expect(page.getByTestId('result-count')).toContainText(String(facets['tags']!['new']));
  const newest = await search({ indexName: 'products_de-DE_newest', facetFilters: ['tags:new'], hitsPerPage: 1 });
  await expect(page.getByTestId('product-tile').first().locator('.product-tile__name')).toHaveText(newest.hits[0]!.name);

  await page.goto(`${marketOrigin('de')}/search?sales`);
  await expect(page).toHaveURL((url) => url.searchParams.get('[refinementList][tags][0]') === 'on-sale');
  await expect(page.getByTestId('result-count')).toContainText(String(facets['tags']!['on-sale']));
});

test("a search without hits shows 'No results'", async ({ page }) => {
  await page.goto(`${marketOrigin('gb')}/search?query=qxzqxzq`);
  await expect(page.getByTestId('no-results')).toContainText('No results');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search is a plain form to the search page', async ({ page }) => {
    const { term, answer } = await busyTerm('sk-SK');
    await page.goto(marketOrigin('sk'));
    await combobox(page).fill(term);
    await combobox(page).press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('query') === term);
    await expect(page.getByTestId('result-count')).toContainText(String(answer.nbHits));
  });
});

test('the search page has no accessibility violations (WCAG 2.2 A/AA), nor has the open quick search', async ({ page }) => {
  const { term } = await busyTerm('sk-SK');
  await page.goto(`${marketOrigin('sk')}/search?query=${encodeURIComponent(term)}`);
  await expect(page.locator('.listing[data-enhanced=true]')).toBeVisible();
  const axe = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect((await axe()).violations).toEqual([]);
  await combobox(page).focus();
  await page.keyboard.press('End');
  await page.keyboard.type('a');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  expect((await axe()).violations).toEqual([]);
});
