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

/** A text node a shopper sees, with the line (its top, in px) each of its characters stands on. */
interface LaidOutText {
  readonly text: string;
  /** Per UTF-16 unit; undefined for a character that takes no room (a space at a line's end). */
  readonly lines: (number | undefined)[];
}

/** The visible text inside the element as laid out now (hidden and visually hidden text left out). */
const laidOutText = (area: Locator): Promise<LaidOutText[]> =>
  area.evaluate((root) => {
    const texts: { text: string; lines: (number | null)[] }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = parent.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const text = node.textContent ?? '';
      if (text.trim() === '') continue;
      const lines: (number | null)[] = new Array<number | null>(text.length).fill(null);
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = [...range.getClientRects()].find((each) => each.width > 0);
        lines[index] = rect ? Math.round(rect.top) : null;
      }
      texts.push({ text, lines });
    }
    return texts;
  }).then((texts) => texts.map(({ text, lines }) => ({ text, lines: lines.map((line) => line ?? undefined) })));

/** The offsets inside [start, end) of a laid-out text where a new line begins. */
function lineStarts({ lines }: LaidOutText, start: number, end: number): number[] {
  const starts: number[] = [];
  let previous = lines[start];
  for (let index = start + 1; index < end; index += 1) {
    const line = lines[index];
    if (line === undefined) continue;
    if (previous !== undefined && line !== previous) starts.push(index);
    previous = line;
  }
  return starts;
}

/**
 * The words inside the element that the browser broke across two lines, each with a '/' where it
 * broke ('Bestellbestäti/gung'), among the text a shopper sees. Empty when every word is whole.
 * A break right after a hyphen in the text ('Gastro-/Kühlschrank', 'CS-/18') is an ordinary line
 * break that shows its hyphen, so it counts as whole. Debian's chromium has no hyphenation
 * dictionaries (`hyphens: auto` does nothing there), so any other break is one no reader expects.
 */
export async function brokenWords(area: Locator): Promise<string[]> {
  const broken: string[] = [];
  for (const laidOut of await laidOutText(area)) {
    for (const word of laidOut.text.matchAll(/\S+/g)) {
      const text = word[0];
      const cuts = lineStarts(laidOut, word.index, word.index + text.length).map((index) => index - word.index);
      const atHyphen = (cut: number) => /[\p{L}\p{N}][-\u2010\u00ad]$/u.test(text.slice(0, cut)) && /^[\p{L}\p{N}]/u.test(text.slice(cut));
      if (cuts.some((cut) => !atHyphen(cut))) broken.push(cuts.reduceRight((marked, cut) => `${marked.slice(0, cut)}/${marked.slice(cut)}`, text));
    }
  }
  return broken;
}

// A number, the space after it and a unit of measure, a count, a currency or percent sign, or the
// '×' of a dimension, as the shop writes them in the four test languages.
const QUANTITY = /(\d)[ \u00a0\u202f]+(mm|cm|m|km|m²|m³|kg|g|t|l|ml|W|kW|V|A|Hz|bar|°C|h|min|Stk\.|kpl|τεμ\.|εκ\.|χιλ\.|κιλά|γρ\.|бр\.|мм|см|кг|г|%|€|×)(?=$|[\s,.;:)/])/gu;

/**
 * The quantities inside the element whose number and unit stand on two lines ('190 / mm'),
 * among the text a shopper sees. Empty when each number stays with its unit.
 */
export async function splitQuantities(area: Locator): Promise<string[]> {
  const split: string[] = [];
  for (const laidOut of await laidOutText(area)) {
    for (const match of laidOut.text.matchAll(QUANTITY)) {
      const end = match.index + match[0].length;
      if (lineStarts(laidOut, match.index, end).length === 0) continue;
      const number = laidOut.text.slice(laidOut.text.lastIndexOf(' ', match.index) + 1, match.index + 1);
      split.push(`${number} / ${match[2]}`);
    }
  }
  return split;
}

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
