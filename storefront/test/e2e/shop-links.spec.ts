import type { Locator, Page } from '@playwright/test';
import { marketOrigin } from '../support/markets';
import { expect, test } from '../support/shop-test';

// The server renders the shop's router links (app/ui/shop-link.tsx) as plain anchors; in the
// browser they are React Router's links again: a click is a navigation inside the page.

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Clicks a link and expects the router to go to its server-rendered href in the same document. */
async function followInPage(page: Page, link: Locator): Promise<void> {
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\//);
  await expect(link).toHaveAttribute('data-discover', 'true');
  // A property of the window survives a router navigation, never a document load.
  await page.evaluate(() => Object.assign(window, { shopLinkProbe: true }));
  const documents: string[] = [];
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  };
  page.on('request', onRequest);
  await link.click();
  await expect(page).toHaveURL(`${marketOrigin('sk')}${href}`);
  await hydrated(page);
  page.off('request', onRequest);
  expect(await page.evaluate(() => (window as Window & { shopLinkProbe?: boolean }).shopLinkProbe)).toBe(true);
  expect(documents).toEqual([]);
}

test('header, category bar, product tiles and footer links navigate inside the page, to their server-rendered hrefs', async ({ page }) => {
  const origin = marketOrigin('sk');
  await page.goto(`${origin}/`);
  await hydrated(page);

  const chip = page.getByTestId('category-bar').locator('.category-bar__desktop .category-chip:not(.category-chip--sale)').first();
  const category = (await chip.textContent())!.trim();
  await followInPage(page, chip);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(category);

  const tile = page.getByRole('main').locator('.product-tile__link').first();
  await followInPage(page, tile);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  const firstColumnLink = page.getByTestId('footer').locator('.footer__links a[data-discover]').first();
  await followInPage(page, firstColumnLink);

  await followInPage(page, page.locator('.header__logo'));
  await expect(page).toHaveURL(`${origin}/`);
});
