// "Add to cart → updated badge" in a real browser (issue 13): on a product page, the time from the
// click on the buy box's add-to-cart button to the header's cart badge showing the new count, read
// inside the page (performance.now() at the click, a MutationObserver on the badge), so neither the
// test driver's round trips nor its polling are in the figure. A figure, never asserted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_PATH, median } from './lighthouse.mjs';
import { onCleanup } from './processes.mjs';

/** The buy box's button text in the SK shop (the shopper's own words, from the cart messages). */
function addToCartLabel(storefrontDir) {
  const messages = JSON.parse(readFileSync(join(storefrontDir, 'app/cart/messages/sk-SK.json'), 'utf8'));
  return messages['cart.addToCart'];
}

/**
 * `clicks` measured clicks (after one unmeasured warm-up click) on `url`'s add-to-cart button, in
 * one fresh headless Chromium; each click adds one piece, the badge must show the count + 1.
 */
export async function badgeLatency({ url, clicks, storefrontDir }) {
  const label = addToCartLabel(storefrontDir);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const unregister = onCleanup(() => browser.close());
  try {
    const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    await page.goto(url);
    // Hydrated: the layout marks the document once React's handlers are attached.
    await page.locator('html[data-hydrated="true"]').waitFor();
    const button = page.getByRole('main').getByRole('button', { name: label, exact: true });
    await button.waitFor();
    await button.evaluate((element) => element.setAttribute('data-bench-add', ''));

    const once = () => page.evaluate(() => new Promise((resolve, reject) => {
      const badge = () => document.querySelector('header [data-testid="cart-count"]');
      const countOf = () => Number((badge()?.textContent ?? '0').replace(/\D/g, '') || '0');
      const before = countOf();
      const start = performance.now();
      const timer = setTimeout(() => { observer.disconnect(); reject(new Error(`the badge did not reach ${before + 1} within 30 s`)); }, 30_000);
      const observer = new MutationObserver(() => {
        if (countOf() < before + 1) return;
        observer.disconnect();
        clearTimeout(timer);
        resolve(performance.now() - start);
      });
      observer.observe(document.querySelector('header') ?? document.body, { subtree: true, childList: true, characterData: true });
      document.querySelector('[data-bench-add]').click();
    }));

    await once();
    const times = [];
    for (let click = 0; click < clicks; click += 1) {
      // A panel the add opened (cart or complementary sidebar) is closed first, as a shopper would.
      await page.keyboard.press('Escape');
      await page.locator('[data-bench-add]:not([disabled]):not([aria-disabled="true"])').waitFor();
      times.push(await once());
    }
    return { clicks: times.length, median: median(times), min: Math.min(...times), max: Math.max(...times), times };
  } finally {
    await browser.close();
    unregister();
  }
}
