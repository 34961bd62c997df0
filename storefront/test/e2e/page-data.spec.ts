import { type Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { marketOrigin } from '../support/markets';
import { hydrated } from '../support/page-helpers';

/**
 * What the product and category pages send the browser (issue 21: every field of the loader data
 * is serialised on each render and parsed again in the browser): what the page draws, and not the
 * inputs its head tags were computed from or what only the server used. Read from the hydrated
 * router, so it is the data the browser really got.
 */
const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}`;

async function backendCall<T>(method: string, payload: unknown[]): Promise<T> {
  const response = await fetch(`${BACKEND}/api/ct/${method}?host=sk.localhost`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  expect(response.status, method).toBe(200);
  return (await response.json()) as T;
}

/** The page's own loader data (the route whose data has a `kind`), as the browser's router holds it. */
async function pageData(page: Page): Promise<Record<string, unknown>> {
  await hydrated(page);
  return page.evaluate(() => {
    const router = (window as unknown as { __reactRouterDataRouter: { state: { loaderData: Record<string, unknown> } } }).__reactRouterDataRouter;
    return Object.values(router.state.loaderData).find((data) => typeof data === 'object' && data !== null && 'kind' in data) as Record<string, unknown>;
  });
}

/** Spaces of any kind as one kind: the shop keeps numbers and units together with no-break spaces. */
const spaced = (text: string): string => text.replace(/\s/g, ' ');

const head = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    canonical: document.querySelector('link[rel=canonical]')?.getAttribute('href') ?? null,
    description: document.querySelector('meta[name=description]')?.getAttribute('content') ?? null,
  }));

test('the product page sends the browser what it draws, and its head tags once (no meta, no unused tags)', async ({ page }) => {
  const search = await fetch(`${BACKEND}/api/search/1/indexes/*/queries?host=sk.localhost`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requests: [{ indexName: 'products_sk-SK', query: '', hitsPerPage: 1 }] }),
  });
  const hit = ((await search.json()) as { results: { hits: { url: string; name: string }[] }[] }).results[0]!.hits[0]!;
  await page.goto(`${marketOrigin('sk')}/${hit.url}`);
  const data = await pageData(page);

  expect(data['kind']).toBe('product');
  expect(Object.keys(data)).not.toContain('meta');
  expect(Object.keys(data)).toEqual(expect.arrayContaining(['product', 'breadcrumbs', 'reviews', 'related', 'alternatives', 'comparison', 'quantity', 'view', 'headTags']));
  expect(Object.keys(data['product'] as object).sort()).toEqual(['availability', 'details', 'id', 'images', 'isBware', 'name', 'price', 'sku']);

  // The head the browser rendered from headTags: the product's title, its own canonical URL, a description.
  const tags = await head(page);
  expect(spaced(tags.title)).toContain(spaced(hit.name));
  expect(tags.canonical).toBe(`${marketOrigin('sk')}/${hit.url}`);
  expect(tags.description).toBeTruthy();
});

test('a category page sends no category facet and no index name (the server counted its subcategories from them)', async ({ page }) => {
  interface Category {
    readonly id: string;
    readonly slug: Record<string, string>;
    readonly name: Record<string, string>;
  }
  const roots = (await backendCall<{ categories: { results: Category[] } }>('getCategory', [{ query: 'roots' }])).categories.results;
  // A first-level category with subcategories: the next level's facet is what counts them.
  let root: Category | undefined;
  for (const candidate of roots) {
    const children = (await backendCall<{ categories: { results: Category[] } }>('getCategory', [{ query: 'children', slug: candidate.slug['sk'] }])).categories.results;
    if (children.length > 0) {
      root = candidate;
      break;
    }
  }
  expect(root, 'a root category with children').toBeDefined();
  await page.goto(`${marketOrigin('sk')}/${root!.slug['sk']}/`);
  const data = await pageData(page);

  expect(data['kind']).toBe('category');
  expect(Object.keys(data)).not.toContain('meta');
  const result = (data['listing'] as { result: Record<string, unknown> }).result;
  expect(Object.keys(result)).not.toContain('categories');
  expect(Object.keys(result)).not.toContain('index');
  expect(Object.keys(result)).toEqual(expect.arrayContaining(['hits', 'nbHits', 'brands', 'tags']));

  // The subcategories are still linked with their counts, and the head is the category's.
  await expect(page.locator('.subcategories__link').first()).toBeVisible();
  const tags = await head(page);
  expect(spaced(tags.title)).toContain(spaced(root!.name['sk']!));
  expect(tags.canonical).toBe(`${marketOrigin('sk')}/${root!.slug['sk']}/`);
});
