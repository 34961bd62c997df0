import type { Locator, Page } from '@playwright/test';
import { bitSet } from '../support/checkout-cart';
import { axeViolations, hydrated } from '../support/page-helpers';
import { shopTexts } from '../support/shop-texts';
import { expect, test, type VatShop } from '../support/vat-shop';

/**
 * Issue 20's VAT ID validation in the browser, against a fake VIES (support/vat-shop.ts): journey 1
 * (a valid Austrian VAT ID → NET prices → an order by bank transfer with tax 0 and the number),
 * journey 2 (the validator times out → the timeout message → GROSS order), the invalid state with
 * 'Need support?' and the issues modal, the retry button, the outcome markers, the same states
 * without JavaScript, and axe in every state.
 */
const text = shopTexts('de-AT');
const VALID = 'ATU11111111';
const INVALID = 'ATU22222222';
const SLOW = 'ATU77777777';
const DOWN_THEN_UP = 'ATU66666666';

interface OrderAnswer {
  readonly taxMode: string;
  readonly totalPrice: { readonly centAmount: number };
  readonly taxedPrice: { readonly totalTax?: { centAmount: number }; readonly taxPortions: readonly { amount: { centAmount: number } }[] };
  readonly billingAddress?: { fax?: string; company?: string };
}

async function openAddresses(page: Page, vatShop: VatShop, before?: () => Promise<void>): Promise<void> {
  const { sku } = await bitSet('de-AT');
  await page.goto(`${vatShop.origin('at')}/`);
  await vatShop.shopperCall(page.context(), 'at', 'addToCart', [{}, { sku, quantity: 1 }]);
  await before?.();
  await page.goto(`${vatShop.origin('at')}/checkout/addresses`);
  await hydrated(page);
}

/** A summary row's amount as shown, in cents ('Kostenlos' is 0). */
async function shownCents(page: Page, testId: string): Promise<number> {
  const shown = (await page.getByTestId('cart-summary').getByTestId(testId).locator('dd').textContent()) ?? '';
  return Number(shown.replace(/\D/g, '') || '0');
}

// By hand, not by the code under test: AT's prices include 20 % VAT, so a NET amount is the gross
// one / 1.2 to the cent; AT's parcel shipping is 1,95 € gross, free from 59 € of goods.
const netAt20 = (gross: number): number => Math.round((gross * 10) / 12);
const AT_PARCEL_GROSS = 195;
const shippingFor = (goods: number, fee: number): number => (goods >= 5_900 ? 0 : fee);

const billing = (page: Page): Locator => page.getByRole('main').getByRole('region', { name: text('addresses.billing.title') });
const vatInput = (page: Page): Locator => billing(page).getByLabel(text('addresses.field.vatNumber'), { exact: false });
const outcome = (page: Page): Locator => page.getByTestId('vat-outcome');

async function fillCompany(page: Page, vatId: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel(text('addresses.field.email')).fill('einkauf@huber.example.at');
  await billing(page).getByRole('radio', { name: text('addresses.clientType.company') }).check();
  await billing(page).getByLabel(text('addresses.field.company'), { exact: true }).fill('Huber GmbH');
  for (const [field, value] of [['firstName', 'Anna'], ['lastName', 'Huber'], ['streetName', 'Ringstraße'], ['streetNumber', '1'], ['postalCode', '1010'], ['city', 'Wien'], ['phone', '+43 1 234 5678']] as const) {
    await billing(page).getByLabel(text(`addresses.field.${field}`), { exact: true }).fill(value);
  }
  await vatInput(page).fill(vatId);
}

/** Leaves the VAT field as a shopper does: the blur starts the validation. */
const leaveVatField = (page: Page) => vatInput(page).press('Tab');

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

async function payByBankTransfer(page: Page, vatShop: VatShop): Promise<OrderAnswer> {
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/payment');
  await hydrated(page);
  await page.getByRole('main').getByRole('radio', { name: text.within('payment.method.bank_transfer') }).check();
  await page.getByRole('main').getByRole('button', { name: text('payment.place') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/thank-you' && url.searchParams.has('order'));
  const reference = new URL(page.url()).searchParams.get('order');
  const { me } = await vatShop.shopperCall<{ me: { orders: { results: OrderAnswer[] } } }>(page.context(), 'at', 'getOrders', [{ id: reference }]);
  expect(me.orders.results).toHaveLength(1);
  return me.orders.results[0]!;
}

test.describe('VAT ID validation in the checkout (AT, fake VIES)', () => {
  test.slow();

  test('journey 1: a valid VAT ID turns the prices NET; the bank-transfer order carries tax 0 and the number', async ({ page, vatShop }) => {
    vatShop.vies.behaviours.set(VALID, 'valid');
    let grossGoods = 0;
    await openAddresses(page, vatShop, async () => {
      await page.goto(`${vatShop.origin('at')}/checkout/cart`);
      await hydrated(page);
      grossGoods = await shownCents(page, 'summary-subtotal');
    });
    expect(grossGoods).toBeGreaterThan(0);
    await page.evaluate(() => { (window as unknown as { dataLayer: unknown[] }).dataLayer = []; });
    await fillCompany(page, VALID);
    await leaveVatField(page);
    await expect(outcome(page).getByTestId('vat-outcome-title')).toHaveText(text('vat.valid'));
    await expect(outcome(page).getByTestId('vat-net-notice')).toHaveText(text('vat.net.adjusted'));
    const markers = await page.evaluate(() => (window as unknown as { dataLayer: { vat_validation_outcome?: string }[] }).dataLayer.map((entry) => entry.vat_validation_outcome));
    expect(markers).toEqual(['triggered', 'success']);
    await expectNoAxeViolations(page);

    await page.getByRole('main').getByRole('button', { name: text('addresses.submit') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/checkout/payment');
    await expect(page.getByRole('main').getByTestId('summary-net')).toHaveText(text('vat.summary.net'));
    // The shopper pays the net amounts: the total dropped by the VAT the gross prices included.
    const netGoods = netAt20(grossGoods);
    const netTotal = netGoods + netAt20(shippingFor(netGoods, AT_PARCEL_GROSS));
    expect(await shownCents(page, 'summary-subtotal')).toBe(netGoods);
    expect(await shownCents(page, 'summary-total')).toBe(netTotal);
    expect(netTotal).toBeLessThan(grossGoods + shippingFor(grossGoods, AT_PARCEL_GROSS));
    const order = await payByBankTransfer(page, vatShop);
    expect(order.taxMode).toBe('External');
    expect(order.totalPrice.centAmount).toBe(netTotal);
    expect(order.taxedPrice.totalTax?.centAmount ?? 0).toBe(0);
    expect(order.billingAddress).toMatchObject({ company: 'Huber GmbH', fax: VALID });
  });

  test('journey 2: the validator times out; the shopper continues with GROSS prices and completes the order', async ({ page, vatShop }) => {
    vatShop.vies.behaviours.set(SLOW, 'hang');
    await openAddresses(page, vatShop);
    await fillCompany(page, SLOW);
    await leaveVatField(page);
    await expect(outcome(page).getByTestId('vat-outcome-title')).toHaveText(text('vat.timeout'));
    await expect(outcome(page)).toContainText(text('vat.timeout.hint'));
    await expect(outcome(page).getByRole('button', { name: text('vat.retry') })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('main').getByRole('button', { name: text('addresses.submit') }).click();
    const modal = page.getByRole('dialog', { name: text('vat.modal.title') });
    await expect(modal).toBeVisible();
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: text('vat.modal.continue') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/checkout/payment');
    await expect(page.getByRole('main').getByTestId('summary-net')).toHaveCount(0);
    const order = await payByBankTransfer(page, vatShop);
    expect(order.taxMode).toBe('Platform');
    expect(order.taxedPrice.taxPortions.reduce((sum, portion) => sum + portion.amount.centAmount, 0)).toBeGreaterThan(0);
  });

  test("an invalid VAT ID offers 'Need support?', which opens the issues modal", async ({ page, vatShop }) => {
    await openAddresses(page, vatShop);
    await fillCompany(page, INVALID);
    await leaveVatField(page);
    await expect(outcome(page).getByTestId('vat-outcome-title')).toHaveText(text('vat.invalid'));
    await expect(outcome(page)).toContainText(text('vat.invalid.hintNet'));
    await expectNoAxeViolations(page);
    await outcome(page).getByRole('button', { name: text('vat.support') }).click();
    const modal = page.getByRole('dialog', { name: text('vat.modal.title') });
    await expect(modal).toBeVisible();
    for (const id of ['vat.modal.invalid.title', 'vat.modal.private.title', 'vat.modal.system.title', 'vat.modal.reassurance']) await expect(modal).toContainText(text(id));
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: text('vat.modal.close') }).click();
    await expect(modal).toBeHidden();
  });

  test("the retry button 'Validate my VAT ID' asks again after a technical issue", async ({ page, vatShop }) => {
    vatShop.vies.behaviours.set(DOWN_THEN_UP, 'server-error');
    await openAddresses(page, vatShop);
    await page.evaluate(() => { (window as unknown as { dataLayer: unknown[] }).dataLayer = []; });
    await fillCompany(page, DOWN_THEN_UP);
    await leaveVatField(page);
    await expect(outcome(page).getByTestId('vat-outcome-title')).toHaveText(text('vat.technicalIssue'));
    await expectNoAxeViolations(page);
    // Leaving the field again with the same number asks nothing; the button does.
    const asked = vatShop.vies.received.length;
    await vatInput(page).focus();
    await leaveVatField(page);
    expect(vatShop.vies.received.length).toBe(asked);
    vatShop.vies.behaviours.set(DOWN_THEN_UP, 'valid');
    await outcome(page).getByRole('button', { name: text('vat.retry') }).click();
    await expect(outcome(page).getByTestId('vat-outcome-title')).toHaveText(text('vat.valid'));
    const markers = await page.evaluate(() => (window as unknown as { dataLayer: { vat_validation_outcome?: string }[] }).dataLayer.map((entry) => entry.vat_validation_outcome));
    expect(markers).toEqual(['triggered', 'failed', 'retry-button-click', 'triggered', 'success']);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.slow();

  test('the post checks the VAT ID on the server: the invalid state and the modal, then Continue with Purchase goes on', async ({ page, vatShop }) => {
    const { sku } = await bitSet('de-AT');
    await page.goto(`${vatShop.origin('at')}/`);
    await vatShop.shopperCall(page.context(), 'at', 'addToCart', [{}, { sku, quantity: 1 }]);
    await page.goto(`${vatShop.origin('at')}/checkout/addresses`);
    await fillCompany(page, INVALID);
    await page.getByRole('main').getByRole('button', { name: text('addresses.submit') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/checkout/addresses');
    await expect(outcome(page).getByTestId('vat-outcome-title')).toHaveText(text('vat.invalid'));
    const modal = page.getByTestId('vat-issues-modal');
    await expect(modal).toContainText(text('vat.modal.title'));
    await modal.getByRole('button', { name: text('vat.modal.continue') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/checkout/payment');
  });
});
