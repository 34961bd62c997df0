import { type Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { marketOrigin } from '../support/markets';
import { hydrated, layoutShifts, recordLayoutShifts } from '../support/page-helpers';

// Home's first paint (issue 21): a stylesheet in the head holds back the whole first paint, one in
// the body only what comes after it. Home links the CMS blocks' stylesheets (and the product
// tile's, which the rails use) in the body, right before the blocks; the head keeps the one every
// page needs. These tests check that, and that the blocks are never drawn unstyled or moved: on a
// first load (with and without JavaScript) and when a client navigation brings them.

/** The stylesheets the server's HTML links, split by where they are. */
function stylesheetsOf(html: string): { head: string[]; body: string[]; bodyBeforeBlocks: string[] } {
  const end = html.indexOf('</head>');
  const blocks = html.indexOf('class="content-blocks"');
  const sheets = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((match) => ({ at: match.index, href: /\bhref="([^"#]+)/.exec(match[0])?.[1] ?? '' }));
  return {
    head: sheets.filter((sheet) => sheet.at < end).map((sheet) => sheet.href),
    body: sheets.filter((sheet) => sheet.at > end).map((sheet) => sheet.href),
    bodyBeforeBlocks: sheets.filter((sheet) => sheet.at > end && sheet.at < blocks).map((sheet) => sheet.href),
  };
}

/** Whether the hero is drawn with the blocks' stylesheet: its brand gradient (none without it). */
const heroStyled = (page: Page) => page.locator('[data-block="hero"] .cb-hero').evaluate((hero) => getComputedStyle(hero).backgroundImage.includes('gradient'));

test("home's head links only the stylesheet every page needs; the blocks' come in the body, before the blocks", async ({ page }) => {
  const response = await page.goto(`${marketOrigin('SK')}/`);
  expect(response?.status()).toBe(200);
  const sheets = stylesheetsOf(await response!.text());
  expect(sheets.head, 'render-blocking stylesheets in the head').toEqual([expect.stringMatching(/^\/assets\/framework-[\w-]+\.css$/)]);
  expect(sheets.bodyBeforeBlocks).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/content-blocks-[\w-]+\.css$/), expect.stringMatching(/^\/assets\/product-tile-[\w-]+\.css$/)]));
});

for (const javaScriptEnabled of [true, false]) {
  test(`home's blocks are styled on a first load ${javaScriptEnabled ? 'with' : 'without'} JavaScript, and nothing shifts`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    if (javaScriptEnabled) await recordLayoutShifts(page);
    await page.goto(`${marketOrigin('SK')}/`);
    if (javaScriptEnabled) await hydrated(page);
    await page.waitForLoadState('load');
    expect(await heroStyled(page)).toBe(true);
    // A department tile takes the blocks' layout (a flex row; an unstyled link is inline).
    expect(await page.locator('.cb-tile').first().evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    if (javaScriptEnabled) {
      // The rails (drawn after hydration) take the product tile's stylesheet: a flex card, not a bare <article>.
      expect(await page.locator('.product-tile').first().evaluate((element) => getComputedStyle(element).flexDirection)).toBe('column');
      const shifts = await layoutShifts(page);
      expect(shifts.total, `cumulative layout shift; what moved: ${shifts.moved.join('; ')}`).toBe(0);
    }
    await context.close();
  });
}

test('a client navigation to home draws its blocks with their stylesheet from the first frame', async ({ page }) => {
  // When the hero first enters the document, whether the blocks' stylesheet already styles it.
  await page.addInitScript(() => {
    const seen = window as unknown as { heroStyledWhenInserted?: boolean };
    new MutationObserver(() => {
      const hero = document.querySelector('[data-block="hero"] .cb-hero');
      if (hero && seen.heroStyledWhenInserted === undefined) seen.heroStyledWhenInserted = getComputedStyle(hero).backgroundImage.includes('gradient');
    }).observe(document, { childList: true, subtree: true });
  });
  // The search page links no block stylesheet.
  const response = await page.goto(`${marketOrigin('SK')}/search?query=konvektomat`);
  const searchSheets = stylesheetsOf(await response!.text());
  expect([...searchSheets.head, ...searchSheets.body].filter((href) => href.includes('content-blocks'))).toEqual([]);
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await page.locator('a.header__logo').click();
  await expect(page.locator('[data-block="hero"]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'a client navigation, not a new document').toBe(true);
  expect(await page.evaluate(() => (window as unknown as { heroStyledWhenInserted?: boolean }).heroStyledWhenInserted)).toBe(true);
  expect(await heroStyled(page)).toBe(true);
});

test("home's rows below the first screen come once, as data: no hidden tile HTML streams beside it; the browser draws them", async ({ page }) => {
  await recordLayoutShifts(page);
  const response = await page.goto(`${marketOrigin('SK')}/`);
  const html = await response!.text();
  // Home's rows are all below the first screen. A streamed row used to come twice: its tiles as a
  // hidden boundary React moves in by script, and its products in the loader's streamed data.
  expect(html.match(/class="product-tile"/g) ?? [], 'tiles in the HTML').toEqual([]);
  expect(html).toContain('product-rail__placeholder');
  await hydrated(page);
  const rows = page.locator('[data-block="product-listing"]');
  expect(await rows.count()).toBeGreaterThan(1);
  for (const row of await rows.all()) await expect(row.locator('.product-tile').first()).toBeVisible();
  await expect(page.locator('.product-rail__placeholder')).toHaveCount(0);
  const shifts = await layoutShifts(page);
  expect(shifts.total, `cumulative layout shift; what moved: ${shifts.moved.join('; ')}`).toBe(0);
});
