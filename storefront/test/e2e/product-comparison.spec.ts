import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { marketOrigin } from '../support/markets';

// The comparison table against the fresh test backend: every expected value is read here from the
// spec's own calls (getProduct, getComparisonProducts, whole projections), so a product page answer
// that leaves out something the table shows fails this.

const backendUrl = (): string => `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}`;

interface Projection {
  readonly name: Record<string, string>;
  readonly slug: Record<string, string>;
  readonly masterVariant: { readonly sku: string; readonly attributes?: { readonly name: string; readonly value: unknown }[] };
}

async function call<T>(request: APIRequestContext, method: string, payload: unknown[]): Promise<T> {
  const response = await request.post(`${backendUrl()}/api/ct/${method}?host=sk.localhost`, { data: payload });
  expect(response.status(), `${method} ${JSON.stringify(payload)}`).toBe(200);
  return (await response.json()) as T;
}

const attribute = (product: Projection, name: string): unknown => product.masterVariant.attributes?.find((each) => each.name === name)?.value;
/** Text as the page shows it, spaces of any kind (no-break ones keep quantities together) as one. */
const plain = (text: string): string => text.replace(/\s+/g, ' ').trim();
/** A Slovak decimal as digits: 364.1 → "364,1" (the page's grouping spaces are taken out before comparing). */
const skDigits = (value: number): string => String(value).replace('.', ',');

test('the comparison table shows each compared product with its brand, model and net measures', async ({ page, request }) => {
  const search = await request.post(`${backendUrl()}/api/search/1/indexes/*/queries?host=sk.localhost`, {
    data: { requests: [{ indexName: 'products_sk-SK', query: '', hitsPerPage: 24 }] },
  });
  const hits = ((await search.json()) as { results: { hits: { url: string }[] }[] }).results[0]!.hits;
  let shown: { slug: string; others: Projection[] } | undefined;
  for (const hit of hits) {
    const product = (await call<{ products: Projection[] }>(request, 'getProduct', [{ query: 'main', slug: hit.url }])).products[0]!;
    const family = attribute(product, 'family');
    if (typeof family !== 'string') continue;
    const sku = product.masterVariant.sku;
    const others = (await call<{ products: Projection[] }>(request, 'getComparisonProducts', [{ family, sku, isBware: attribute(product, 'isBware') === true, limit: 30 }])).products
      .filter((other) => other.masterVariant.sku !== sku && typeof attribute(other, 'netWeight') === 'number' && typeof attribute(other, 'brand') === 'string');
    if (others.length > 0) {
      shown = { slug: hit.url, others };
      break;
    }
  }
  expect(shown, 'a product with a family to compare').toBeDefined();

  await page.goto(`${marketOrigin('sk')}/${shown!.slug}`);
  const table = page.getByTestId('comparison');
  await expect(table).toBeVisible();
  const headings = (await table.getByTestId('comparison-product').allTextContents()).map(plain);
  let compared = 0;
  for (const other of shown!.others) {
    const index = headings.findIndex((heading) => heading === plain(other.name.sk!));
    if (index < 0) continue; // ranked out of the five shown
    compared += 1;
    const cell = async (row: string) => plain(await table.locator(`td[data-row="${row}"]`).nth(index).innerText());
    expect(await cell('brand')).toBe(plain(attribute(other, 'brand') as string));
    const model = attribute(other, 'model');
    expect(await cell('model')).toBe(typeof model === 'string' ? plain(model) : '-');
    expect((await cell('netWeight')).replace(/\s/g, '')).toBe(`${skDigits(attribute(other, 'netWeight') as number)}kg`);
    const sides = ['netLength', 'netWidth', 'netHeight'].map((name) => attribute(other, name));
    if (sides.every((side) => typeof side === 'number')) {
      expect((await cell('netDimensions')).replace(/\s/g, '')).toBe(`${(sides as number[]).map(skDigits).join('×')}cm`);
    }
  }
  expect(compared).toBeGreaterThan(0);
});
