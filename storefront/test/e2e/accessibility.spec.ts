import { type Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { once, rootCategories, search } from '../support/backend';
import { marketOrigin } from '../support/markets';
import { axeViolations, hydrated } from '../support/page-helpers';
import { categoryPath, GR, homeUrl, productPath, searchIndex, SK, type Shopper } from '../support/shoppers';

/**
 * Issue 12's accessibility bar: axe (WCAG 2.2 A/AA) finds nothing on home, a category listing, a
 * product page, the search page, the support form (issue 22) and the 404 page — on a phone and a
 * desktop, in Slovak and in Greek (a non-Latin script). Each page is checked once it has hydrated, as a shopper uses it.
 */

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

interface SweepPage {
  readonly name: string;
  readonly path: string;
  /** What shows once the page is complete (the 404 page's blocks arrive when the browser is idle). */
  readonly ready?: (page: Page) => Promise<void>;
  readonly status: number;
}

/** The market's pages to sweep, from its catalogue: its first category, a reviewed product, a busy search. */
const sweepPages = (shopper: Shopper): Promise<SweepPage[]> =>
  once(`a11y-pages:${shopper.country}`, async () => {
    const [category] = await rootCategories(shopper.country);
    const sample = await search({ indexName: searchIndex(shopper), hitsPerPage: 48 });
    const product = sample.hits.find((hit) => hit.inStock && (hit.reviewCount ?? 0) > 0)!;
    return [
      { name: 'home', path: homeUrl(shopper).slice(marketOrigin(shopper.country).length), status: 200 },
      { name: 'category listing', path: categoryPath(shopper, category!.slug[shopper.language]!), status: 200 },
      { name: 'product page', path: productPath(shopper, product.url), status: 200 },
      { name: 'search page', path: `${shopper.prefix}/search?query=${encodeURIComponent(product.brand!)}`, status: 200 },
      { name: 'support form', path: `${shopper.prefix}/support/?kind=quote&sku=${encodeURIComponent(product.sku)}`, status: 200 },
      {
        name: '404 page',
        path: `${shopper.prefix}/no-such-page-at-all/`,
        status: 404,
        ready: (page) => expect(page.getByTestId('not-found-blocks')).toBeVisible(),
      },
    ];
  });

for (const shopper of [SK, GR]) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`${shopper.name} on a ${device}: no WCAG 2.2 A/AA violation on home, listing, product, search, the support form and 404`, async ({ page }) => {
      // Five pages, each rendered, hydrated and analysed.
      test.slow();
      await page.setViewportSize(viewport);
      const found: { page: string; violations: Awaited<ReturnType<typeof axeViolations>> }[] = [];
      for (const sweep of await sweepPages(shopper)) {
        const response = await page.goto(`${marketOrigin(shopper.country)}${sweep.path}`);
        expect([sweep.name, response?.status()]).toEqual([sweep.name, sweep.status]);
        await expect(page.locator('html')).toHaveAttribute('lang', shopper.locale);
        await hydrated(page);
        await sweep.ready?.(page);
        found.push({ page: sweep.name, violations: await axeViolations(page) });
      }
      // All pages are reported at once, each with its rules and elements.
      expect(found.filter((entry) => entry.violations.length > 0)).toEqual([]);
    });
  }
}
