import type { Locator, Page } from '@playwright/test';
import { bitSet } from '../support/checkout-cart';
import { hydrated } from '../support/page-helpers';
import { shopTexts } from '../support/shop-texts';
import { expect, test, type VatShop } from '../support/vat-shop';

/**
 * Issue 20's journey 1 in the browser, from registration to the second order: a company in AT
 * registers, enters its VAT ID at the checkout (the fake VIES says valid), sees NET prices, pays by
 * bank transfer, and the order carries tax 0 and the VAT number; then it orders again with the
 * address it saved, whose VAT number comes back with it and is validated again before the post.
 */
const text = shopTexts('de-AT');
const VAT_ID = 'ATU33333333';
const STREET = 'Mariahilfer Straße';

interface OrderAnswer {
  readonly taxMode: string;
  readonly taxedPrice: { readonly totalTax?: { centAmount: number } };
  readonly billingAddress?: { fax?: string; company?: string; streetName?: string };
}

const main = (page: Page): Locator => page.getByRole('main');
const billing = (page: Page): Locator => main(page).getByRole('region', { name: text('addresses.billing.title') });
const vatInput = (page: Page): Locator => billing(page).getByLabel(text('addresses.field.vatNumber'), { exact: false });

async function register(page: Page, vatShop: VatShop, email: string): Promise<void> {
  await page.goto(`${vatShop.origin('at')}/create-account`);
  await hydrated(page);
  await main(page).getByRole('radio', { name: text('addresses.clientType.company') }).check();
  await main(page).getByLabel(text('addresses.field.company'), { exact: true }).fill('Gruber Werkstätten GmbH');
  await main(page).getByLabel(text.within('addresses.field.vatNumber')).fill(VAT_ID);
  await main(page).getByLabel(text('addresses.field.firstName'), { exact: true }).fill('Eva');
  await main(page).getByLabel(text('addresses.field.lastName'), { exact: true }).fill('Gruber');
  await main(page).getByLabel(text('account.login.email'), { exact: true }).fill(email);
  await main(page).getByLabel(text('account.login.password'), { exact: true }).fill('Werkbank2026');
  await main(page).getByRole('button', { name: text('registration.submit') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/my-account');
}

async function cartWithOneLine(page: Page, vatShop: VatShop): Promise<void> {
  const { sku } = await bitSet('de-AT');
  await vatShop.shopperCall(page.context(), 'at', 'addToCart', [{}, { sku, quantity: 1 }]);
  await page.goto(`${vatShop.origin('at')}/checkout/addresses`);
  await hydrated(page);
}

async function payByBankTransfer(page: Page, vatShop: VatShop): Promise<OrderAnswer> {
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/payment');
  await expect(main(page).getByTestId('summary-net')).toHaveText(text('vat.summary.net'));
  await hydrated(page);
  await main(page).getByRole('radio', { name: text.within('payment.method.bank_transfer') }).check();
  await main(page).getByRole('button', { name: text('payment.place') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/thank-you' && url.searchParams.has('order'));
  const reference = new URL(page.url()).searchParams.get('order');
  const { me } = await vatShop.shopperCall<{ me: { orders: { results: OrderAnswer[] } } }>(page.context(), 'at', 'getOrders', [{ id: reference }]);
  expect(me.orders.results).toHaveLength(1);
  return me.orders.results[0]!;
}

test.describe('journey 1: a company in AT registers, gets NET prices and orders twice (fake VIES)', () => {
  test.slow();

  test('registration → VAT ID valid → NET → bank transfer with tax 0 → a second order with the saved address', async ({ page, vatShop }) => {
    vatShop.vies.behaviours.set(VAT_ID, 'valid');
    const email = `gruber-${Date.now()}@werkstatt.example.at`;
    await register(page, vatShop, email);

    // First order: the billing address typed, saved to the account, the VAT ID validated on blur.
    await cartWithOneLine(page, vatShop);
    await expect(main(page).getByLabel(text('addresses.field.email'))).toHaveValue(email);
    // Registered as a company: the checkout starts as one, with the company's name and VAT ID.
    await expect(billing(page).getByRole('radio', { name: text('addresses.clientType.company') })).toBeChecked();
    await expect(billing(page).getByLabel(text('addresses.field.company'), { exact: true })).toHaveValue('Gruber Werkstätten GmbH');
    await expect(vatInput(page)).not.toHaveValue('');
    for (const [field, value] of [['firstName', 'Eva'], ['lastName', 'Gruber'], ['streetName', STREET], ['streetNumber', '12'], ['postalCode', '1060'], ['city', 'Wien'], ['phone', '+43 1 555 0101']] as const) {
      await billing(page).getByLabel(text(`addresses.field.${field}`), { exact: true }).fill(value);
    }
    await vatInput(page).fill(VAT_ID);
    await vatInput(page).press('Tab');
    await expect(page.getByTestId('vat-outcome').getByTestId('vat-outcome-title')).toHaveText(text('vat.valid'));
    await expect(page.getByTestId('vat-outcome').getByTestId('vat-net-notice')).toHaveText(text('vat.net.adjusted'));
    await billing(page).getByRole('checkbox', { name: text('addresses.saved.save.billing') }).check();
    await main(page).getByRole('button', { name: text('addresses.submit') }).click();
    const first = await payByBankTransfer(page, vatShop);
    expect(first.taxMode).toBe('External');
    expect(first.taxedPrice.totalTax?.centAmount ?? 0).toBe(0);
    expect(first.billingAddress).toMatchObject({ company: 'Gruber Werkstätten GmbH', fax: VAT_ID, streetName: STREET });

    // The reorder: billing on load takes the saved address with its VAT number; nothing is typed.
    await cartWithOneLine(page, vatShop);
    await expect(billing(page).getByLabel(text('addresses.field.streetName'), { exact: true })).toHaveValue(STREET);
    await expect(vatInput(page)).toHaveValue(VAT_ID);
    await expect(billing(page).getByRole('radio', { name: text('addresses.clientType.company') })).toBeChecked();
    await main(page).getByRole('button', { name: text('addresses.submit') }).click();
    const second = await payByBankTransfer(page, vatShop);
    expect(second.taxMode).toBe('External');
    expect(second.taxedPrice.totalTax?.centAmount ?? 0).toBe(0);
    expect(second.billingAddress).toMatchObject({ company: 'Gruber Werkstätten GmbH', fax: VAT_ID, streetName: STREET });
  });
});
