import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { marketOrigin } from '../support/markets';

// What Lighthouse's LCP audits read from the server's HTML (issue 21): the page's largest paint
// is asked for first. Read with JavaScript off, so it is the document the browser parses.

async function serverHtml(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const response = await page.goto(`${marketOrigin('sk')}${path}`);
  expect(response?.status()).toBe(200);
  return page;
}

for (const [name, path] of [
  ['a category listing', '/konvektomaty-a-pece/'],
  ['search results', '/search?query=konvektomat'],
] as const) {
  test(`${name}: the first row's tile images are high priority, eager and preloaded as such; the rest are not`, async ({ browser }) => {
    const page = await serverHtml(browser, path);
    const images = page.locator('.product-tile__image');
    expect(await images.count()).toBeGreaterThan(4);
    const first = images.first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    const src = await first.getAttribute('src');
    // React writes a high-priority image's preload into the head; the browser starts it before the body arrives.
    await expect(page.locator(`head link[rel="preload"][as="image"][fetchpriority="high"][href="${src}"]`)).toHaveCount(1);
    // Below the first row nothing competes with it.
    const later = images.nth(4);
    await expect(later).toHaveAttribute('loading', 'lazy');
    await expect(later).not.toHaveAttribute('fetchpriority', 'high');
    await page.context().close();
  });
}

for (const [name, path] of [
  ['home', '/'],
  ['a category listing', '/konvektomaty-a-pece/'],
  ['a product page', '/konvektomat-velbrenn-pro-cs-18-7-kw-10000001'],
] as const) {
  test(`${name}: every script the head preloads is asked for at low priority, after the stylesheets and images the page paints with, and the page still hydrates`, async ({ browser, page }) => {
    const plain = await serverHtml(browser, path);
    const preloads = plain.locator('head link[rel="modulepreload"]');
    // The entry, the framework chunk, the route's modules and the locale's messages.
    expect(await preloads.count()).toBeGreaterThan(4);
    await expect(plain.locator('head link[rel="modulepreload"]:not([fetchpriority="low"])')).toHaveCount(0);
    // The stylesheets and the first images keep their priority.
    await expect(plain.locator('head link[rel="stylesheet"][fetchpriority], head link[rel="preload"][as="image"][fetchpriority="low"]')).toHaveCount(0);
    await plain.context().close();

    await page.goto(`${marketOrigin('sk')}${path}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  });
}

// On a listing, whose view's imports name the every-page stylesheet too.
test('the quick search arrives after hydration without adding a stylesheet, drawn as the server drew its form', async ({ page, browser }) => {
  const path = '/konvektomaty-a-pece/';
  const plain = await serverHtml(browser, path);
  const plainBox = await plain.locator('[data-testid="quick-search"] input[type="search"]').boundingBox();
  await plain.context().close();

  await page.setViewportSize({ width: 390, height: 844 });
  const lateStylesheets: string[] = [];
  let parsed = false;
  page.on('request', (request) => {
    if (parsed && request.resourceType() === 'stylesheet') lateStylesheets.push(request.url());
  });
  await page.goto(`${marketOrigin('sk')}${path}`, { waitUntil: 'domcontentloaded' });
  parsed = true;
  const serverSheets = await page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => (link as HTMLLinkElement).href));
  await expect(page.locator('[data-testid="quick-search"]')).toHaveAttribute('data-enhanced', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const sheets = await page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => (link as HTMLLinkElement).href));
  // Neither the quick search's own copy of its styles nor a second copy of the every-page stylesheet.
  expect(sheets.filter((href) => !serverSheets.includes(href))).toEqual([]);
  expect(lateStylesheets).toEqual([]);
  expect(plainBox).not.toBeNull();
  expect(await page.locator('[data-testid="quick-search"] input[type="search"]').boundingBox()).toEqual(plainBox);
});
