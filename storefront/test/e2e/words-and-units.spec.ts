import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { marketOrigin } from '../support/markets';
import { brokenWords, splitQuantities } from '../support/page-helpers';

// The four scripts and word lengths that strain a phone's width most: long German and Finnish
// compounds, Greek and Cyrillic. Debian's chromium does not hyphenate, so what is tested here is a
// layout that fits: no word broken where no reader expects it, no number parted from its unit.
const MARKETS = ['de', 'fi', 'gr', 'bg'] as const;

async function expectWhole(area: Locator, what: string): Promise<void> {
  expect(await brokenWords(area), `${what}: words broken across lines`).toEqual([]);
  expect(await splitQuantities(area), `${what}: numbers parted from their unit`).toEqual([]);
}

/** Follows a link the way a shopper does and waits for the page it leads to. */
async function follow(page: Page, link: Locator): Promise<void> {
  const href = await link.getAttribute('href');
  expect(href, 'the link has a target').toBeTruthy();
  await page.goto(new URL(href!, page.url()).toString());
}

// The phone the issue names, and the narrower width of most Android phones.
for (const viewport of [{ width: 390, height: 844 }, { width: 360, height: 800 }]) {
  test.describe(`on a phone (${viewport.width}×${viewport.height}), words and quantities stay whole`, () => {
    test.use({ viewport });

    for (const country of MARKETS) {
      test(`${country.toUpperCase()}: home, a department's category page and a product page`, async ({ page }) => {
        await page.goto(`${marketOrigin(country)}/`);
        const departments = page.locator('.cb-departments');
        await expect(departments.locator('.cb-tile__name').first()).toBeVisible();
        await expectWhole(page.getByTestId('category-bar'), 'category bar');
        await expectWhole(departments, 'department tiles');
        await expectWhole(page.getByRole('main'), 'home');

        await follow(page, departments.locator('a').filter({ has: page.locator('.cb-tile__name') }).first());
        const tiles = page.getByRole('main').getByRole('article');
        await expect(tiles.first()).toBeVisible();
        await expectWhole(page.getByRole('main'), 'category page');

        await follow(page, tiles.first().getByRole('link').first());
        await expect(page.getByTestId('product-specs')).toBeVisible();
        await expectWhole(page.getByRole('heading', { level: 1 }), 'product title');
        await expectWhole(page.getByTestId('product-specs'), 'specifications');
        await expectWhole(page.getByRole('main'), 'product page');
      });
    }
  });
}
