import { type Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { commerce, search } from '../support/backend';
import { marketOrigin } from '../support/markets';
import { axeViolations, cents, hydrated } from '../support/page-helpers';
import { shopTexts } from '../support/shop-texts';
import { DE, productPath, searchIndex, SK } from '../support/shoppers';

/**
 * Issue 13's extras (spec 2 §2, §4): the extra-guarantee offer per cart line and its sidebar, the
 * guarantee line following its parent's quantity, an excluded brand not offered the guarantee that
 * excludes it, and the complementary-products sidebar after add to cart. Every expected value comes
 * from the backend's own data (guarantee attributes, the cart's prices, the complementary answer).
 */

interface Attribute { readonly name: string; readonly value: unknown }
interface Product {
  readonly published?: boolean;
  readonly name: Record<string, string>;
  readonly masterVariant: { readonly sku: string; readonly attributes?: Attribute[]; readonly availability?: { availableQuantity?: number } };
}
interface Line {
  readonly id: string;
  readonly quantity: number;
  readonly variant: { readonly sku: string };
  readonly price: { readonly value: { readonly centAmount: number }; readonly discounted?: { readonly value: { readonly centAmount: number } } };
  readonly custom?: { readonly fields?: { readonly parentSku?: string } } | null;
}
interface Cart { readonly id: string; readonly version: number; readonly lineItems: Line[] }

const attribute = (product: Product, name: string): unknown => product.masterVariant.attributes?.find((entry) => entry.name === name)?.value;
const list = (product: Product, name: string): string[] => (attribute(product, name) as string[] | undefined) ?? [];

/** Spec 2 §3/§9: guarantees are the virtual SKUs 4100010 to 4100040. */
const SPEC_GUARANTEE_SKUS = Array.from({ length: 31 }, (_, index) => String(4100010 + index));

interface Guarantee { readonly sku: string; readonly rate: number; readonly excludedBrands: string[]; readonly excludedSkus: string[] }

/** The published guarantees the backend sells to the locale, read from their attributes. */
async function guaranteesFor(country: string, locale: string): Promise<Guarantee[]> {
  const { products } = await commerce<{ products: Product[] }>(country, 'getProduct', [{ query: 'tagManager', skus: SPEC_GUARANTEE_SKUS }]);
  return products
    .filter((product) => product.published !== false && typeof attribute(product, 'ratePercent') === 'number' && list(product, 'enabledOnMarket').includes(locale))
    .map((product) => ({
      sku: product.masterVariant.sku,
      rate: attribute(product, 'ratePercent') as number,
      excludedBrands: list(product, 'excludedBrands'),
      excludedSkus: list(product, 'excludedSkus'),
    }))
    .sort((a, b) => a.sku.localeCompare(b.sku));
}

/** cents × rate %, rounded half to even (integer arithmetic on hundredths of a percent). */
function priceOf(unitCents: number, ratePercent: number): number {
  const scaled = unitCents * Math.round(ratePercent * 100);
  const whole = Math.floor(scaled / 10_000);
  const rest = scaled - whole * 10_000;
  if (rest > 5_000 || (rest === 5_000 && whole % 2 === 1)) return whole + 1;
  return whole;
}

/** Two in-stock EX10 products of SK: one no guarantee excludes, one of a brand a guarantee excludes. */
async function coveredProducts(guarantees: Guarantee[]) {
  const excludedBrands = new Set(guarantees.flatMap((g) => g.excludedBrands));
  const excludedSkus = new Set(guarantees.flatMap((g) => g.excludedSkus));
  const hits = (await Promise.all([0, 1, 2].map((page) => search({ indexName: searchIndex(SK), query: '', hitsPerPage: 48, page })))).flatMap((answer) => answer.hits);
  const candidates = hits.filter((hit) => hit.inStock && hit.sku.startsWith('EX10') && !excludedSkus.has(hit.sku));
  const { products } = await commerce<{ products: Product[] }>('sk', 'getProduct', [{ query: 'tagManager', skus: candidates.map((hit) => hit.sku) }]);
  const stock = new Map(products.map((product) => [product.masterVariant.sku, product.masterVariant.availability?.availableQuantity ?? 0]));
  const plenty = candidates.filter((hit) => (stock.get(hit.sku) ?? 0) >= 5);
  const own = plenty.find((hit) => hit.brand && !excludedBrands.has(hit.brand));
  const excluded = plenty.find((hit) => hit.brand && excludedBrands.has(hit.brand));
  if (!own || !excluded) throw new Error('the demo catalogue lacks an own-brand and an excluded-brand product in stock');
  return { own, excluded };
}

/**
 * A commerce call through the storefront from the shopper's own page (the browser's cookies and
 * *.localhost resolution; Node's resolver does not know *.localhost).
 */
async function shopCall<T>(page: Page, country: string, method: string, payload: unknown[]): Promise<T> {
  const origin = marketOrigin(country);
  if (!page.url().startsWith(origin)) await page.goto(`${origin}/`);
  const { status, body } = await page.evaluate(async ([path, data]) => {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) });
    return { status: response.status, body: await response.text() };
  }, [`/api/ct/${method}?host=${country}.localhost`, payload] as const);
  expect(status, body).toBe(200);
  return JSON.parse(body) as T;
}

const cartOf = async (page: Page, country: string): Promise<Cart> => (await shopCall<{ cart: Cart }>(page, country, 'getMyCart', [])).cart;

async function addToCart(page: Page, country: string, sku: string): Promise<Cart> {
  const current = await cartOf(page, country);
  const ref = current ? { id: current.id, version: current.version } : {};
  return (await shopCall<{ cart: Cart }>(page, country, 'addToCart', [ref, { sku, quantity: 1 }])).cart;
}

const unitCents = (line: Line): number => (line.price.discounted ?? line.price).value.centAmount;

/** What the sidebar or the unfolded offer shows: each option's SKU and price in cents. */
const shownOptions = (scope: ReturnType<Page['getByTestId']>) =>
  scope.getByTestId('guarantee-option').evaluateAll((nodes) =>
    nodes.map((node) => [node.getAttribute('data-sku'), Number((node.querySelector('.guarantee-option__price')?.textContent ?? '').replace(/\D/g, ''))]));

test.describe('extra guarantee', () => {
  test('is offered per eligible line, added from the sidebar, follows the parent quantity; an excluded brand is not offered its excluding guarantee', async ({ page }) => {
    test.slow();
    const text = shopTexts(SK.locale);
    const guarantees = await guaranteesFor('sk', SK.locale);
    expect(guarantees.length).toBeGreaterThan(1);
    const { own, excluded } = await coveredProducts(guarantees);
    await addToCart(page, 'sk', own.sku);
    const cart = await addToCart(page, 'sk', excluded.sku);
    const ownLine = cart.lineItems.find((line) => line.variant.sku === own.sku)!;
    const excludedLine = cart.lineItems.find((line) => line.variant.sku === excluded.sku)!;

    await page.goto(`${marketOrigin('sk')}/checkout/cart`);
    await hydrated(page);
    const lineOf = (sku: string) => page.getByRole('main').getByTestId('cart-line').and(page.locator(`[data-sku="${sku}"]`));

    // The own-brand line: every guarantee, priced unit price × rate.
    const expectedOwn = guarantees.map((g) => [g.sku, priceOf(unitCents(ownLine), g.rate)]);
    await lineOf(own.sku).getByTestId('guarantee-choose').click();
    const sidebar = page.getByTestId('guarantee-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('heading', { name: text('guarantee.title') })).toBeVisible();
    await expect(sidebar.getByTestId('guarantee-option')).toHaveCount(expectedOwn.length);
    expect(await shownOptions(sidebar)).toEqual(expectedOwn);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();

    // The excluded brand's line: the guarantees that exclude its brand are not offered.
    const expectedExcluded = guarantees.filter((g) => !g.excludedBrands.includes(excluded.brand!)).map((g) => [g.sku, priceOf(unitCents(excludedLine), g.rate)]);
    expect(expectedExcluded.length).toBeLessThan(guarantees.length);
    await lineOf(excluded.sku).getByTestId('guarantee-choose').click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByTestId('guarantee-option')).toHaveCount(expectedExcluded.length);
    expect(await shownOptions(sidebar)).toEqual(expectedExcluded);
    await sidebar.getByRole('button', { name: text('guarantee.close') }).click();
    await expect(sidebar).toBeHidden();

    // Choose the first guarantee for the own-brand line: the panel closes, the guarantee line appears.
    const chosen = guarantees[0]!;
    await lineOf(own.sku).getByTestId('guarantee-choose').click();
    await sidebar.getByTestId('guarantee-option').and(page.locator(`[data-sku="${chosen.sku}"]`)).getByRole('button').click();
    await expect(sidebar).toBeHidden();
    await expect(lineOf(chosen.sku)).toBeVisible();
    await expect(lineOf(own.sku).getByTestId('guarantee-choose')).toHaveCount(0);
    const withGuarantee = await cartOf(page, 'sk');
    const guaranteeLine = withGuarantee.lineItems.find((line) => line.variant.sku === chosen.sku)!;
    expect(guaranteeLine.custom?.fields?.parentSku).toBe(own.sku);
    expect(guaranteeLine.quantity).toBe(1);
    expect(unitCents(guaranteeLine)).toBe(priceOf(unitCents(ownLine), chosen.rate));

    // The parent goes to 3 pieces in the cart: the guarantee line follows.
    const increase = lineOf(own.sku).getByRole('button', { name: text('cart.increase') });
    await increase.click();
    await increase.click();
    await expect.poll(async () => (await cartOf(page, 'sk')).lineItems.find((line) => line.variant.sku === chosen.sku)?.quantity).toBe(3);
    await expect(lineOf(chosen.sku)).toContainText(text('cart.line.guaranteeQuantity', { quantity: 3 }));
  });

  test('works without JavaScript: the options unfold in place and a plain post adds the guarantee', async ({ browser, page: setup }) => {
    const guarantees = await guaranteesFor('sk', SK.locale);
    const { own } = await coveredProducts(guarantees);
    // The cart is made with JavaScript (the backend's own call); the shopper then browses without it.
    await addToCart(setup, 'sk', own.sku);
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies(await setup.context().cookies());
    const page = await context.newPage();
    await page.goto(`${marketOrigin('sk')}/checkout/cart`);
    const line = page.getByRole('main').getByTestId('cart-line').and(page.locator(`[data-sku="${own.sku}"]`));
    await line.locator('summary').click();
    const chosen = guarantees[1] ?? guarantees[0]!;
    await line.getByTestId('guarantee-option').and(page.locator(`[data-sku="${chosen.sku}"]`)).getByRole('button').click();
    await expect(page).toHaveURL(/\/checkout\/cart\?.*guarantee=added/);
    await expect(page.getByRole('main').getByTestId('cart-line').and(page.locator(`[data-sku="${chosen.sku}"]`))).toBeVisible();
    await expect(page.getByTestId('guarantee-notice')).toHaveAttribute('data-status', 'added');
    await context.close();
  });
});

test.describe('complementary products', () => {
  test('open after add to cart with the backend’s products (at most 4), each addable, and hand over to the cart', async ({ page }) => {
    const text = shopTexts(DE.locale);
    // A product whose complementary categories hold products in stock here.
    const { hits } = await search({ indexName: searchIndex(DE), query: '', hitsPerPage: 40 });
    let base: (typeof hits)[number] | undefined;
    let expected: string[] = [];
    for (const hit of hits.filter((entry) => entry.inStock)) {
      const answer = await commerce<{ products: Product[] }>('de', 'getComplementaryProductsBySku', [{ skus: [hit.sku] }]);
      if (answer.products.length > 0) {
        base = hit;
        expected = answer.products.map((product) => product.masterVariant.sku);
        break;
      }
    }
    if (!base) throw new Error('no product of the demo catalogue has complementary products in DE');
    expect(expected.length).toBeLessThanOrEqual(4);

    await page.goto(`${marketOrigin('de')}${productPath(DE, base.url)}`);
    await hydrated(page);
    await page.getByRole('main').getByTestId('add-to-cart').first().click();
    const sidebar = page.getByTestId('complementary-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('heading', { name: text('complementary.title') })).toBeVisible();
    await expect(sidebar.getByTestId('complementary-product')).toHaveCount(expected.length);
    expect(await sidebar.getByTestId('complementary-product').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-sku')))).toEqual(expected);
    for (const item of await sidebar.getByTestId('complementary-product').all()) {
      await expect(item.locator('img')).toHaveCount(1);
      expect(cents(await item.locator('.complementary-item__now').innerText())).toBeGreaterThan(0);
    }
    expect(await axeViolations(page)).toEqual([]);

    // Its own add to cart puts one piece in the cart.
    await sidebar.getByTestId('complementary-add').first().click();
    await expect(sidebar.getByTestId('complementary-outcome').first()).toHaveAttribute('data-status', 'added');
    await expect.poll(async () => (await cartOf(page, 'de')).lineItems.some((line) => line.variant.sku === expected[0])).toBe(true);

    // 'Go to cart' switches to the cart sidebar.
    await sidebar.getByRole('button', { name: text('complementary.goToCart') }).click();
    await expect(sidebar).toBeHidden();
    await expect(page.getByTestId('cart-sidebar')).toBeVisible();
  });
});
