import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { commerce } from '../support/backend';
import { bitSet, cartReadyToPay } from '../support/checkout-cart';
import { marketOrigin } from '../support/markets';
import { hydrated } from '../support/page-helpers';
import { shopTexts } from '../support/shop-texts';
import type { Shopper } from '../support/shoppers';

/**
 * Issue 18, shopper item 2: the order summary's rows add up to its total wherever it is shown
 * (cart page, cart side panel, payment, thank-you), with a volume tier, shipping and a COD fee,
 * in euros and in another currency. The rows are read as the shopper sees them: every amount with
 * its sign ('−' before a discount, 'Free' for nothing), the VAT rows left out because prices
 * include VAT (they say what the total includes).
 */

const IE: Shopper = { name: 'IE', country: 'ie', locale: 'en-IE', language: 'en', prefix: '', native: false };
const SE: Shopper = { name: 'SE', country: 'se', locale: 'sv-SE', language: 'sv', prefix: '', native: false };
interface ShownRows {
  /** Every row but the total and the VAT rows, by test id, in cents with the sign shown. */
  readonly rows: Record<string, number>;
  readonly total: number;
}

/** The summary's rows as shown. */
async function shownRows(summary: Locator): Promise<ShownRows> {
  const shown = await summary.locator('dl > div').evaluateAll((rows) =>
    rows.map((row) => ({ id: row.getAttribute('data-testid') ?? '', amount: row.querySelector('dd')?.textContent ?? '' })));
  const signed = (text: string): number => {
    const digits = text.replace(/\D/g, '');
    if (digits === '') return 0; // 'Free'
    return /^\s*[−-]/.test(text) ? -Number(digits) : Number(digits);
  };
  const rows: Record<string, number> = {};
  let total = Number.NaN;
  for (const { id, amount } of shown) {
    if (id === 'summary-total') total = signed(amount);
    else if (id !== 'summary-vat') rows[id] = signed(amount);
  }
  return { rows, total };
}

async function expectRowsAddUp(summary: Locator, where: string): Promise<ShownRows> {
  await expect(summary).toHaveAttribute('aria-busy', 'false');
  const shown = await shownRows(summary);
  const added = Object.values(shown.rows).reduce((sum, amount) => sum + amount, 0);
  expect(added, `${where}: ${JSON.stringify(shown.rows)} make the total ${shown.total}`).toBe(shown.total);
  return shown;
}

async function openSidePanel(page: Page): Promise<Locator> {
  await page.getByTestId('cart-icon').click();
  const panel = page.getByTestId('cart-sidebar');
  await expect(panel).toHaveAttribute('data-loaded', 'true');
  return panel.getByTestId('cart-summary');
}

for (const shopper of [IE, SE]) {
  test(`${shopper.name}: 3 × SBS-28 with its volume tier and COD — every summary's rows add up to its total`, async ({ page, context }) => {
    const text = shopTexts(shopper.locale);
    const origin = marketOrigin(shopper.country);
    const product = await bitSet(shopper.locale);
    const store = await commerce<{ data: { custom: { fields: { codFee?: { centAmount: number } } } }[] }>(shopper.country, 'getStores', [{ key: `ex-${shopper.country}` }]);
    const codFee = store.data[0]!.custom.fields.codFee?.centAmount ?? 0;
    await cartReadyToPay(context, shopper.country, product.sku, { quantity: 3 });

    await page.goto(`${origin}/checkout/cart`);
    await hydrated(page);
    const onCartPage = await expectRowsAddUp(page.getByRole('main').getByTestId('cart-summary'), 'cart page');
    // The subtotal is the goods at their price (3 × the product's price), the tier's saving its own row.
    expect(onCartPage.rows['summary-subtotal']).toBe(3 * product.price);
    expect(onCartPage.rows['summary-discount']).toBeLessThan(0);

    await page.goto(`${origin}/`);
    await hydrated(page);
    await expectRowsAddUp(await openSidePanel(page), 'cart side panel');

    await page.goto(`${origin}/checkout/payment`);
    await hydrated(page);
    await page.getByRole('radio', { name: text('payment.method.cod') }).check();
    await expect(page.getByTestId('summary-cod-fee')).toBeVisible();
    const onPayment = await expectRowsAddUp(page.getByTestId('cart-summary'), 'payment page');
    expect(onPayment.rows).toMatchObject({ 'summary-subtotal': 3 * product.price, 'summary-cod-fee': codFee });
    expect(onPayment.total).toBe(onCartPage.total + codFee);

    await page.getByRole('button', { name: text('payment.place') }).click();
    await expect(page).toHaveURL(/\/checkout\/thank-you\?order=/);
    const onThankYou = await expectRowsAddUp(page.getByTestId('cart-summary'), 'thank-you page');
    expect(onThankYou).toEqual(onPayment);
  });
}
