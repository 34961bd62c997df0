import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** React has hydrated the page: its handlers are attached (the layout marks the document then). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Cents of a price as the page writes it in any locale (every shop price shows two decimals). */
export const cents = (text: string): number => Number(text.replace(/\D/g, ''));

/** The prices of the product tiles in a list, in cents, in the order shown. */
export const shownPrices = (list: Locator): Promise<number[]> =>
  list.getByRole('article').locator('.product-tile__amount').evaluateAll((nodes) => nodes.map((node) => Number((node.textContent ?? '').replace(/\D/g, ''))));

const isFocused = (target: Locator): Promise<boolean> => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until the target has the focus: proves it is in the keyboard's way,
 * from wherever the focus is. Fails after `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${backwards ? 'Shift+Tab' : 'Tab'} within ${limit} presses`).toBeFocused({ timeout: 1 });
}

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Axe's WCAG 2.2 A/AA violations of the page as it is now, short enough to read in a failure. */
export async function axeViolations(page: Page): Promise<{ rule: string; impact: string | null | undefined; targets: string[] }[]> {
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_22_AA).analyze();
  return violations.map((violation) => ({ rule: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

/**
 * The words inside the element that the browser broke across two lines ('Bestellbestäti' / 'gung'),
 * among the text a shopper sees (hidden and visually hidden text left out). Empty when every word is whole.
 */
export const brokenWords = (area: Locator): Promise<string[]> =>
  area.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = parent.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });

/** The layout shifts of a page since its first byte: their sum (CLS as the browser counts it) and what moved. */
export interface LayoutShifts {
  readonly total: number;
  /** Each moved element, when, and its box before and after: a failure names the element, not a bare number. */
  readonly moved: string[];
}

/** Starts recording the layout shifts of every document the page opens next (call before `goto`). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0, moved: [] as string[] };
    (window as unknown as { layoutShifts: LayoutShifts }).layoutShifts = shifts;
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] })[]) {
        if (entry.hadRecentInput) continue;
        shifts.total += entry.value;
        for (const source of entry.sources) {
          const node = source.node instanceof Element ? source.node : source.node?.parentElement;
          const name = node ? `${node.tagName.toLowerCase()}.${String(node.className).split(' ').join('.')}` : '(removed node)';
          shifts.moved.push(`${name} at ${Math.round(entry.startTime)} ms: ${box(source.previousRect)} -> ${box(source.currentRect)}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded so far on the page's document (recordLayoutShifts). */
export const layoutShifts = (page: Page): Promise<LayoutShifts> =>
  page.evaluate(() => (window as unknown as { layoutShifts: LayoutShifts }).layoutShifts);
