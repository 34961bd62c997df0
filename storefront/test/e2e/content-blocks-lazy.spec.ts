import { CONTENT_BLOCK_TYPES } from '@shop/domain';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { marketOrigin } from '../support/markets';
import { hydrated, layoutShifts, recordLayoutShifts, type LayoutShifts } from '../support/page-helpers';

// Each CMS block's component comes in a chunk of its own (app/content/blocks/registry.tsx), loaded
// only for the documents that use it; the server's HTML preloads them and hydration waits for them.
// These tests check what a shopper would see: the server's blocks stay the very same DOM nodes
// through hydration (no fallback, no re-render, no shift) and a page's block chunks are exactly its own.

/** A block chunk's file, `/assets/faq-section-Ab3_x-9Z.js` (the bundler names a lazy chunk after its module). */
const blockChunk = (href: string): string | undefined => {
  const name = /\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(href)?.[1];
  return name && (CONTENT_BLOCK_TYPES as readonly string[]).includes(name) ? name : undefined;
};

/**
 * Records, from the first byte on: every block element removed from the page (the HTML parser
 * never removes any; a client render replacing the server's markup, or a fallback, does), the
 * block elements as parsed, and the layout shifts.
 */
async function watchFirstLoad(page: Page): Promise<void> {
  await recordLayoutShifts(page);
  await page.addInitScript(() => {
    const watch = window as unknown as { removed: string[]; parsedBlocks: Element[] };
    watch.removed = [];
    watch.parsedBlocks = [];
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          // A block's own element, or the list of them (streamed product rows swap their own placeholders: not these).
          if (node instanceof Element && (node.matches('.content-blocks, [data-block]') || node.querySelector('[data-block]'))) {
            watch.removed.push(`${node.tagName.toLowerCase()}.${node.className}`);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      watch.parsedBlocks = [...document.querySelectorAll('[data-block]')];
    });
  });
}

interface FirstLoad {
  readonly parsed: number;
  readonly stillThere: number;
  readonly removedBlocks: string[];
  readonly shifts: LayoutShifts;
}

const firstLoad = async (page: Page): Promise<FirstLoad> => ({
  ...(await page.evaluate(() => {
    const watch = window as unknown as { removed: string[]; parsedBlocks: Element[] };
    const blocks = document.querySelector('.content-blocks');
    return {
      parsed: watch.parsedBlocks.length,
      stillThere: watch.parsedBlocks.filter((element) => element.isConnected && blocks?.contains(element)).length,
      removedBlocks: watch.removed,
    };
  })),
  shifts: await layoutShifts(page),
});

/** Opens the page; its block types and modulepreload links as the server sent it (before any script). */
async function open(page: Page, url: string): Promise<{ types: string[]; preloaded: string[] }> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  const html = await response!.text();
  const types = [...new Set([...html.matchAll(/data-block="([a-z-]+)"/g)].map((match) => match[1]!))].sort();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" href="([^"]+)"/g)].map((match) => match[1]!);
  return { types, preloaded };
}

for (const country of ['SK', 'DE']) {
  test(`${country} home: the server's blocks are the DOM hydration keeps, nothing is replaced or shifts, no block chunk of its own is needed`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await watchFirstLoad(page);
    const server = await open(page, `${marketOrigin(country)}/`);
    expect(server.types.length, 'the demo home has blocks').toBeGreaterThan(3);
    await hydrated(page);
    // The product rails stream in after the first screen: let them land before comparing.
    await page.waitForLoadState('load');
    const load = await firstLoad(page);
    expect(load.parsed).toBeGreaterThanOrEqual(server.types.length);
    expect(load.stillThere, 'every block element the parser made is still on the page').toBe(load.parsed);
    expect(load.removedBlocks, 'no block element was replaced').toEqual([]);
    expect(load.shifts.total, `cumulative layout shift; what moved: ${load.shifts.moved.join('; ')}`).toBe(0);
    expect(errors.filter((error) => /hydrat|did not match|Suspense/i.test(error))).toEqual([]);

    // The home page's blocks travel in the renderer's chunk: its HTML names no chunk of a block.
    expect(server.preloaded.map(blockChunk).filter(Boolean)).toEqual([]);
  });
}

test('a CMS page preloads the chunks of exactly its blocks, and hydrates on the server HTML', async ({ page }) => {
  const home = await open(page, `${marketOrigin('SK')}/`);
  await watchFirstLoad(page);
  const requested: string[] = [];
  page.on('request', (request) => {
    const chunk = blockChunk(request.url());
    if (chunk) requested.push(chunk);
  });
  // A fresh document load (not a client navigation): what a shopper opening the page gets.
  const server = await open(page, `${marketOrigin('SK')}/dispatch-information/`);
  const own = server.types.filter((type) => !home.types.includes(type));
  expect(own.length, 'the page has blocks the home page does not').toBeGreaterThan(1);
  expect(server.preloaded.map(blockChunk).filter(Boolean).sort()).toEqual(own);
  await hydrated(page);
  await page.waitForLoadState('load');
  const load = await firstLoad(page);
  expect(load.parsed).toBeGreaterThan(0);
  expect(load.stillThere).toBe(load.parsed);
  expect(load.removedBlocks).toEqual([]);
  expect(load.shifts.total, `cumulative layout shift; what moved: ${load.shifts.moved.join('; ')}`).toBe(0);
  expect([...new Set(requested)].sort(), 'the browser downloads no other block').toEqual(own);
});

test('a block first needed on a client navigation is downloaded then, and drawn', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const chunk = blockChunk(request.url());
    if (chunk) requested.push(chunk);
  });
  await page.goto(`${marketOrigin('SK')}/`);
  await hydrated(page);
  expect(requested, 'the home page downloads no block chunk').toEqual([]);

  await page.locator('a[href="/faq/"]').first().click();
  await expect(page).toHaveURL(/\/faq\/$/);
  const faq = page.locator('[data-block="faq-section"]');
  await expect(faq).toBeVisible();
  await expect(faq.locator('details, [aria-expanded], h2, h3').first()).toBeVisible();
  expect(requested).toContain('faq-section');
});
