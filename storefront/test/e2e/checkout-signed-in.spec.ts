import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/shop-test';
import { shopperCall } from '../support/browser-session';
import { bitSet } from '../support/checkout-cart';
import { marketOrigin } from '../support/markets';
import { shopTexts } from '../support/shop-texts';
import { DE } from '../support/shoppers';

/**
 * Issue 18, shopper item 12: a signed-in customer's checkout starts with their e-mail and names
 * (getMe's customer), while what the cart already holds is never overwritten. The customer signs
 * up through the backend with the browser's cookies, so the pages see the same session.
 */

interface Cart { readonly id: string; readonly version: number }

test('DE: a signed-up customer finds their e-mail and names on the addresses step, and the cart’s own stay', async ({ page, context }) => {
  const text = shopTexts(DE.locale);
  const email = `kaethe.mueller.${randomUUID().slice(0, 8)}@example.de`;
  await shopperCall(context, DE.country, 'signUp', [{ email, password: 'Sicher2026', firstName: 'Käthe', lastName: 'Müller-Lüdenscheidt', customerType: 'PRIVATE' }]);
  const product = await bitSet(DE.locale);
  await shopperCall(context, DE.country, 'addToCart', [{}, { sku: product.sku, quantity: 1 }]);

  const main = page.getByRole('main');
  const billing = main.getByRole('region', { name: text('addresses.billing.title') });
  const field = (id: string) => billing.getByLabel(text(`addresses.field.${id}`), { exact: true });
  await page.goto(`${marketOrigin(DE.country)}/checkout/addresses`);
  await expect(main.getByLabel(text('addresses.field.email'), { exact: true })).toHaveValue(email);
  await expect(field('firstName')).toHaveValue('Käthe');
  await expect(field('lastName')).toHaveValue('Müller-Lüdenscheidt');

  // The cart's e-mail and names (another buyer's, typed in an earlier visit) are kept.
  const { cart } = await shopperCall<{ cart: Cart }>(context, DE.country, 'getMyCart', []);
  const address = { country: 'DE', firstName: 'Otto', lastName: 'Schmidt', streetName: 'Invalidenstraße', streetNumber: '3', postalCode: '10115', city: 'Berlin', email: 'einkauf@example.de' };
  await shopperCall(context, DE.country, 'updateCart', [{ id: cart.id, version: cart.version }, { actions: [
    { action: 'setCustomerEmail', email: address.email },
    { action: 'setBillingAddress', address },
  ] }]);
  await page.reload();
  await expect(main.getByLabel(text('addresses.field.email'), { exact: true })).toHaveValue('einkauf@example.de');
  await expect(field('firstName')).toHaveValue('Otto');
  await expect(field('lastName')).toHaveValue('Schmidt');
});
