import { type Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { search } from '../support/backend';
import { marketOrigin } from '../support/markets';
import { hydrated } from '../support/page-helpers';
import { shopTexts } from '../support/shop-texts';
import { SK } from '../support/shoppers';

/**
 * The shared modal side panel (app/ui/side-panel.tsx), seen through the cart sidebar: focus moves
 * in, the page under it does not scroll, the backdrop and the close button close it, focus goes
 * back to the cart icon, and on a phone it takes the whole width. (Escape, and the extras' panels
 * built on the same panel, are covered by cart.spec.ts and cart-extras.spec.ts.)
 */

const origin = marketOrigin('sk');
const text = shopTexts(SK.locale);

/** One piece of an in-stock product in this browser's cart, through the storefront's own API from the page (its cookies; Node does not resolve *.localhost). */
async function oneInCart(page: Page): Promise<void> {
  const { hits } = await search({ indexName: 'products_sk-SK', params: 'hitsPerPage=20' });
  const hit = hits.find((candidate) => candidate.inStock);
  if (!hit) throw new Error('no product in stock in SK');
  await page.goto(`${origin}/`);
  const status = await page.evaluate(async (sku) => {
    const response = await fetch('/api/ct/addToCart?host=sk.localhost', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify([{}, { sku, quantity: 1 }]) });
    return response.status;
  }, hit.sku);
  expect(status).toBe(200);
}

const pageScrolls = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflowY !== 'hidden');
const focusInside = (page: Page) => page.evaluate(() => Boolean(document.querySelector('[data-testid=cart-sidebar]')?.contains(document.activeElement)));

async function openWithKeyboard(page: Page) {
  await page.getByTestId('cart-icon').focus();
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('cart-sidebar');
  await expect(panel).toHaveAttribute('data-loaded', 'true');
  return panel;
}

test('the side panel: focus in, scroll lock, backdrop and close button, focus back, full width on a phone', async ({ page }) => {
  await oneInCart(page);
  await page.goto(`${origin}/`);
  await hydrated(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const icon = page.getByTestId('cart-icon');

  const panel = await openWithKeyboard(page);
  await expect(page.getByRole('dialog', { name: text('cart.sidebar.title', { count: 1 }) })).toBeVisible();
  await expect.poll(() => focusInside(page)).toBe(true);
  expect(await pageScrolls(page)).toBe(false);

  // A click on the dimmed page beside the sheet (its backdrop) closes it; focus is back on the icon.
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThan(40);
  await page.mouse.click(box.x / 2, box.height / 2);
  await expect(panel).toHaveCount(0);
  await expect(icon).toBeFocused();
  expect(await pageScrolls(page)).toBe(true);

  // The close button, by its name in the shopper's language.
  await openWithKeyboard(page);
  await page.getByRole('button', { name: text('cart.sidebar.close') }).click();
  await expect(page.getByTestId('cart-sidebar')).toHaveCount(0);
  await expect(icon).toBeFocused();

  // On a phone the sheet is the whole window (but for the scrollbar's gutter where the browser has
  // classic scrollbars, as this one does; a phone's overlay scrollbars take none).
  await page.setViewportSize({ width: 390, height: 844 });
  const phonePanel = await openWithKeyboard(page);
  await expect.poll(async () => (await phonePanel.boundingBox())?.x).toBe(0);
  const phoneBox = (await phonePanel.boundingBox())!;
  expect(phoneBox.height).toBe(844);
  expect(phoneBox.width).toBeGreaterThan(390 - 20);
});
