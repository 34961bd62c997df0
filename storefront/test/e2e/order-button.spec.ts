import type { Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { bitSet, cartReadyToPay } from '../support/checkout-cart';
import { marketOrigin } from '../support/markets';
import { hydrated } from '../support/page-helpers';
import { shopTexts } from '../support/shop-texts';
import { CH_FR, DE } from '../support/shoppers';

/**
 * Issue 18, shopper item 4 (German §312j BGB, the "button solution"): on the payment step the
 * total and the essential order data stand directly above the order button, on a phone and on a
 * desktop. Read from the boxes the browser laid out: the total row is above the button in the
 * same column, close enough to be read with it in one screen, and the only text between them is
 * the VAT the total includes and the note on paying the total.
 */

interface OrderButtonLayout {
  /** The total row's bottom is at or above the button's top. */
  readonly totalAbove: boolean;
  /** The total row and the button share a column (their horizontal extents overlap). */
  readonly sameColumn: boolean;
  /** From the total row's top to the button's bottom, in CSS pixels. */
  readonly span: number;
  /** The order's lines end above the total. */
  readonly linesAbove: boolean;
  /** Text laid out between the total and the button, in the button's column, that is neither VAT nor the note. */
  readonly between: string[];
}

const layoutOf = (page: Page): Promise<OrderButtonLayout> =>
  page.evaluate(() => {
    const main = document.querySelector('main')!;
    const total = main.querySelector('[data-testid=summary-total]')!.getBoundingClientRect();
    const button = main.querySelector('button[name=intent][value=place]')!.getBoundingClientRect();
    const lines = main.querySelector('[data-testid=summary-lines]')!.getBoundingClientRect();
    const between: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !(node.textContent ?? '').trim() || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (parent.closest('[data-testid=summary-total], [data-testid=summary-vat], .payment-form__note, button[name=intent]')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const inBetween = [...range.getClientRects()].some((rect) =>
        rect.width > 0 && rect.top >= total.bottom - 1 && rect.bottom <= button.top + 1 && rect.right > button.left && rect.left < button.right);
      if (inBetween) between.push(node.textContent!.trim());
    }
    return {
      totalAbove: total.bottom <= button.top,
      sameColumn: total.right > button.left && total.left < button.right,
      span: button.bottom - total.top,
      linesAbove: lines.bottom <= total.top,
      between,
    };
  });

const VIEWPORTS = [{ name: 'phone', width: 390, height: 844 }, { name: 'desktop', width: 1440, height: 900 }] as const;

for (const shopper of [DE, CH_FR]) {
  for (const viewport of VIEWPORTS) {
    test(`${shopper.name} on a ${viewport.name} (${viewport.width}×${viewport.height}): the order data and the total stand directly above the order button`, async ({ page, context }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const text = shopTexts(shopper.locale);
      const product = await bitSet(shopper.locale);
      await cartReadyToPay(context, shopper.country, product.sku);
      await page.goto(`${marketOrigin(shopper.country)}${shopper.prefix}/checkout/payment`);
      await hydrated(page);
      const button = page.getByRole('main').getByRole('button', { name: text('payment.place') });
      await button.scrollIntoViewIfNeeded();

      const layout = await layoutOf(page);
      expect(layout).toMatchObject({ totalAbove: true, sameColumn: true, linesAbove: true, between: [] });
      // The total and the button are read together: both fit in one screen.
      expect(layout.span).toBeLessThanOrEqual(viewport.height);
    });
  }
}
