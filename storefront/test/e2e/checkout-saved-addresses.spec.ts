import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { LocaleCode } from '@shop/markets';
import { expect, test } from '../support/shop-test';
import { bookOf, customerWithBook, type BookAddress, type BookCustomer } from '../support/account-book';
import { search } from '../support/backend';
import { shopperCall } from '../support/browser-session';
import { marketOrigin } from '../support/markets';
import { axeViolations, hydrated } from '../support/page-helpers';
import { shopTexts, type ShopTexts } from '../support/shop-texts';

/*
 * Checkout with an account (issue 20, spec 2 §4): a signed-in customer's saved addresses on the
 * addresses step. Customers and their address books are made through the backend's own calls;
 * what the step saved is read back from the backend (getMyCart, getMe), never from the storefront.
 */

interface CartAddress { readonly id?: string; readonly [field: string]: string | undefined }
interface Cart { readonly id: string; readonly lineItems: readonly { variant: { sku: string } }[]; readonly billingAddress?: CartAddress; readonly shippingAddress?: CartAddress }

const HOME_DE: BookAddress = { country: 'DE', firstName: 'Käthe', lastName: 'Müller-Lüdenscheidt', streetName: 'Invalidenstraße', streetNumber: '3', postalCode: '10115', city: 'Berlin', phone: '+49 30 12345678' };
const WORKS_DE: BookAddress = { ...HOME_DE, company: 'Werkzeugbau Lüdenscheid GmbH', streetName: 'Hafenweg', streetNumber: '8', postalCode: '20095', city: 'Hamburg', fax: 'DE123456789' };
const DEPOT_DE: BookAddress = { ...HOME_DE, firstName: 'Lager', lastName: 'Nord', streetName: 'Kaistraße', streetNumber: '2', postalCode: '24103', city: 'Kiel' };

const addressesUrl = (country: string): string => `${marketOrigin(country)}/checkout/addresses`;

async function inStockSkus(locale: LocaleCode, count: number): Promise<string[]> {
  const { hits } = await search({ indexName: `products_${locale}`, params: 'query=&hitsPerPage=30' });
  const skus = hits.filter((hit) => hit.inStock).map((hit) => hit.sku).slice(0, count);
  expect(skus, `${count} products in stock in ${locale}`).toHaveLength(count);
  return skus;
}

const myCart = async (context: BrowserContext, country: string): Promise<Cart> => (await shopperCall<{ cart: Cart }>(context, country, 'getMyCart', [])).cart;

/** The customer signed in in the browser context through the backend, with one product in the cart. */
async function signedInWithCart(context: BrowserContext, country: string, locale: LocaleCode, customer: BookCustomer): Promise<void> {
  await shopperCall(context, country, 'signIn', [{ email: customer.email, password: customer.password }]);
  const [sku] = await inStockSkus(locale, 1);
  await shopperCall(context, country, 'addToCart', [{}, { sku, quantity: 1 }]);
}

function step(page: Page, text: ShopTexts) {
  const main = page.getByRole('main');
  const billing = main.getByRole('region', { name: text('addresses.billing.title') });
  const shipping = main.getByRole('region', { name: text('addresses.shipping.title') });
  const savedIn = (region: Locator, section: 'billing' | 'shipping') => region.getByRole('group', { name: text(`addresses.saved.${section}.legend`) });
  const card = (region: Locator, section: 'billing' | 'shipping', street: string) => savedIn(region, section).getByRole('listitem').filter({ hasText: street });
  return {
    main, billing, shipping, savedIn, card,
    field: (region: Locator, id: string) => region.getByLabel(text(`addresses.field.${id}`), { exact: true }),
    use: (region: Locator, section: 'billing' | 'shipping', street: string) => card(region, section, street).getByRole('button', { name: text('addresses.saved.use') }).click(),
    submit: () => main.getByRole('button', { name: text('addresses.submit') }).click(),
  };
}

/**
 * A saved company address brings its VAT number, which is validated before the post; the shared
 * shop reaches no validator, so the issues modal offers to continue (with or without JavaScript).
 */
async function continueDespiteVat(page: Page, text: ShopTexts): Promise<void> {
  await page.getByRole('dialog', { name: text('vat.modal.title') }).getByRole('button', { name: text('vat.modal.continue') }).click();
}

/** A DE customer with a saved billing and shipping address, on the addresses step with 'saved address' chosen for shipping. */
async function withSavedShippingChosen(page: Page, browser: Browser) {
  const text = shopTexts('de-DE');
  const customer = await customerWithBook(browser, 'de', { firstName: 'Käthe', lastName: 'Müller-Lüdenscheidt' }, { billing: [HOME_DE], shipping: [DEPOT_DE] });
  await signedInWithCart(page.context(), 'de', 'de-DE', customer);
  await page.goto(addressesUrl('de'));
  await hydrated(page);
  const parts = step(page, text);
  await parts.main.getByRole('radio', { name: text('addresses.saved.shippingType.saved') }).check();
  await expect(parts.field(parts.shipping, 'city')).toHaveValue('Kiel');
  return { text, customer, ...parts };
}

test.describe('checkout with an account: saved addresses', () => {
  test('journey 3 (DE): a guest’s cart survives sign-in inside checkout, the saved default address is used, and the order is placed by bank transfer', async ({ page, browser }) => {
    test.slow();
    const text = shopTexts('de-DE');
    const customer = await customerWithBook(browser, 'de', { firstName: 'Käthe', lastName: 'Müller-Lüdenscheidt' }, { billing: [HOME_DE, WORKS_DE] });
    const [guestSku, customerSku] = await inStockSkus('de-DE', 2);
    // The customer left a cart of their own in an earlier visit.
    const earlier = await browser.newContext();
    await shopperCall(earlier, 'de', 'signIn', [{ email: customer.email, password: customer.password }]);
    await shopperCall(earlier, 'de', 'addToCart', [{}, { sku: customerSku, quantity: 1 }]);
    await earlier.close();

    await shopperCall(page.context(), 'de', 'addToCart', [{}, { sku: guestSku, quantity: 1 }]);
    await page.goto(`${marketOrigin('de')}/checkout/login`);
    await hydrated(page);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: text('account.login.email') }).fill(customer.email);
    await main.getByLabel(text('account.login.password'), { exact: true }).fill(customer.password);
    await main.getByRole('button', { name: text('account.login.submit') }).click();
    await expect(page).toHaveURL(addressesUrl('de'));
    expect((await myCart(page.context(), 'de')).lineItems.map((line) => line.variant.sku).sort(), 'the guest’s line merged with the customer’s').toEqual([guestSku, customerSku].sort());

    const { billing, field, card, submit } = step(page, text);
    await expect(main.getByLabel(text('addresses.field.email'), { exact: true })).toHaveValue(customer.email);
    await expect(card(billing, 'billing', 'Invalidenstraße')).toContainText(text('addresses.saved.chosen'));
    await expect(card(billing, 'billing', 'Invalidenstraße')).toContainText(text('addresses.saved.default'));
    await expect(field(billing, 'streetName')).toHaveValue('Invalidenstraße');
    await expect(field(billing, 'postalCode')).toHaveValue('10115');
    await expect(main.getByRole('radio', { name: text('addresses.clientType.private') })).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
    await submit();
    await expect(page).toHaveURL(`${marketOrigin('de')}/checkout/payment`);
    const cart = await myCart(page.context(), 'de');
    expect(cart.billingAddress).toMatchObject({ id: customer.billingIds[0], streetName: 'Invalidenstraße', city: 'Berlin', email: customer.email });
    expect(cart.shippingAddress).toMatchObject({ streetName: 'Invalidenstraße', city: 'Berlin' });

    await hydrated(page);
    await main.getByRole('group', { name: text('payment.methods.legend') }).getByRole('radio', { name: text.within('payment.method.bank_transfer') }).check();
    await main.getByRole('button', { name: text('payment.place') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/checkout/thank-you' && url.searchParams.has('order'));
    const reference = new URL(page.url()).searchParams.get('order');
    const { me } = await shopperCall<{ me: { orders: { results: { billingAddress?: CartAddress; lineItems: unknown[] }[] } } }>(page.context(), 'de', 'getOrders', [{ id: reference }]);
    expect(me.orders.results[0]?.billingAddress).toMatchObject({ streetName: 'Invalidenstraße', postalCode: '10115' });
    expect(me.orders.results[0]?.lineItems).toHaveLength(2);
  });

  test('FI: choosing a saved company address switches to company with its name and VAT ID', async ({ page, browser }) => {
    const text = shopTexts('fi-FI');
    const home: BookAddress = { country: 'FI', firstName: 'Aino', lastName: 'Järvinen', streetName: 'Mannerheimintie', streetNumber: '5', postalCode: '00100', city: 'Helsinki', phone: '+358 40 1234567' };
    const works: BookAddress = { ...home, company: 'Työkalutehdas Järvinen Oy', streetName: 'Satamakatu', streetNumber: '7', postalCode: '33100', city: 'Tampere', fax: 'FI12345678' };
    const customer = await customerWithBook(browser, 'fi', { firstName: 'Aino', lastName: 'Järvinen' }, { billing: [home, works] });
    await signedInWithCart(page.context(), 'fi', 'fi-FI', customer);
    await page.goto(addressesUrl('fi'));
    await hydrated(page);
    const { main, billing, field, card, use, submit } = step(page, text);
    await expect(main.getByRole('radio', { name: text('addresses.clientType.private') })).toBeChecked();
    await expect(field(billing, 'company')).toBeHidden();
    await expect(field(billing, 'streetName')).toHaveValue('Mannerheimintie');

    // A new address: empty details to type in, and no saved address marked as chosen.
    await billing.getByRole('button', { name: text('addresses.saved.newAddress') }).click();
    await expect(field(billing, 'streetName')).toHaveValue('');
    await expect(field(billing, 'firstName')).toBeFocused();
    await expect(billing.getByText(text('addresses.saved.chosen'))).toHaveCount(0);

    await use(billing, 'billing', 'Satamakatu');
    await expect(main.getByRole('radio', { name: text('addresses.clientType.company') })).toBeChecked();
    await expect(field(billing, 'company')).toHaveValue('Työkalutehdas Järvinen Oy');
    await expect(billing.locator('[name="billing.vatNumber"]')).toHaveValue('FI12345678');
    await expect(field(billing, 'city')).toHaveValue('Tampere');
    await expect(card(billing, 'billing', 'Satamakatu')).toContainText(text('addresses.saved.chosen'));
    await submit();
    await continueDespiteVat(page, text);
    await expect(page).toHaveURL(`${marketOrigin('fi')}/checkout/payment`);
    expect((await myCart(page.context(), 'fi')).billingAddress).toMatchObject({ id: customer.billingIds[1], company: 'Työkalutehdas Järvinen Oy', fax: 'FI12345678' });
    // Not ticked 'save address': the chosen saved address still becomes the default billing address.
    expect((await bookOf(page.context(), 'fi')).defaultBillingAddressId).toBe(customer.billingIds[1]);
  });

  test('DE: “save address” keeps a new address in the account, visible in a new checkout; another customer never sees it', async ({ page, browser }) => {
    const text = shopTexts('de-DE');
    const customer = await customerWithBook(browser, 'de', { firstName: 'Otto', lastName: 'Schmidt' });
    await signedInWithCart(page.context(), 'de', 'de-DE', customer);
    await page.goto(addressesUrl('de'));
    await hydrated(page);
    const { main, billing, field, savedIn, submit } = step(page, text);
    await expect(savedIn(billing, 'billing')).toHaveCount(0);
    await expect(field(billing, 'firstName')).toHaveValue('Otto');
    for (const [id, value] of [['streetName', 'Schlossallee'], ['streetNumber', '1'], ['postalCode', '80331'], ['city', 'München'], ['phone', '+49 89 12345678']] as const) {
      await field(billing, id).fill(value);
    }
    await billing.getByRole('checkbox', { name: text('addresses.saved.save.billing') }).check();
    await submit();
    await expect(page).toHaveURL(`${marketOrigin('de')}/checkout/payment`);
    const book = await bookOf(page.context(), 'de');
    const saved = book.addresses.find((address) => address.streetName === 'Schlossallee');
    expect(saved, 'the address is in the account').toMatchObject({ city: 'München', postalCode: '80331' });
    expect(book.defaultBillingAddressId).toBe(saved?.id);
    expect((await myCart(page.context(), 'de')).billingAddress?.id).toBe(saved?.id);

    // A new visit of the same customer: the saved address is offered and chosen.
    const again = await browser.newContext();
    const next = await again.newPage();
    await signedInWithCart(again, 'de', 'de-DE', customer);
    await next.goto(addressesUrl('de'));
    const later = step(next, text);
    await expect(later.card(later.billing, 'billing', 'Schlossallee')).toContainText(text('addresses.saved.chosen'));
    await expect(later.field(later.billing, 'city')).toHaveValue('München');
    await again.close();

    // Another customer sees none of it, and cannot take it over by posting its id.
    const other = await customerWithBook(browser, 'de', { firstName: 'Paula', lastName: 'Weber' });
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await signedInWithCart(stranger, 'de', 'de-DE', other);
    await strangerPage.goto(addressesUrl('de'));
    await hydrated(strangerPage);
    const theirs = step(strangerPage, text);
    await expect(theirs.savedIn(theirs.billing, 'billing')).toHaveCount(0);
    expect(await strangerPage.content()).not.toContain('Schlossallee');
    for (const [id, value] of [['streetName', 'Marktplatz'], ['streetNumber', '9'], ['postalCode', '10115'], ['city', 'Berlin'], ['phone', '+49 30 87654321']] as const) {
      await theirs.field(theirs.billing, id).fill(value);
    }
    await strangerPage.evaluate((id) => {
      const input = Object.assign(document.createElement('input'), { type: 'hidden', name: 'billing.id', value: id });
      document.querySelector('form.addresses-form')!.append(input);
    }, saved!.id);
    await theirs.billing.getByRole('checkbox', { name: text('addresses.saved.save.billing') }).check();
    await theirs.submit();
    await expect(strangerPage).toHaveURL(`${marketOrigin('de')}/checkout/payment`);
    expect((await bookOf(page.context(), 'de')).addresses.find((address) => address.id === saved!.id)).toMatchObject({ streetName: 'Schlossallee', city: 'München' });
    expect((await myCart(stranger, 'de')).billingAddress?.id).not.toBe(saved!.id);
    await stranger.close();
  });

  test('GR without JavaScript: a saved billing and a saved shipping address are chosen by posting, and the order goes on', async ({ browser }) => {
    const text = shopTexts('el-GR');
    const home: BookAddress = { country: 'GR', firstName: 'Ελένη', lastName: 'Παπαδοπούλου', streetName: 'Ερμού', streetNumber: '10', postalCode: '105 57', city: 'Αθήνα', phone: '+30 210 1234567' };
    const works: BookAddress = { ...home, company: 'Εργαλεία Παπαδόπουλος Α.Ε.', streetName: 'Πειραιώς', streetNumber: '100', postalCode: '118 54', fax: 'EL123456789' };
    const depot: BookAddress = { ...home, firstName: 'Αποθήκη', lastName: 'Βορρά', streetName: 'Εγνατίας', streetNumber: '20', postalCode: '546 30', city: 'Θεσσαλονίκη' };
    const customer = await customerWithBook(browser, 'gr', { firstName: 'Ελένη', lastName: 'Παπαδοπούλου' }, { billing: [home, works], shipping: [depot] });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signedInWithCart(context, 'gr', 'el-GR', customer);
    await page.goto(addressesUrl('gr'));
    const { main, billing, shipping, field, card, use, submit } = step(page, text);
    await expect(card(billing, 'billing', 'Ερμού')).toContainText(text('addresses.saved.chosen'));

    // Spec 2 §4: a chosen saved shipping address sets the client type too (private: it has no company).
    await main.getByRole('radio', { name: text('addresses.saved.shippingType.saved') }).check();
    await use(shipping, 'shipping', 'Εγνατίας');
    await expect(main.getByRole('radio', { name: text('addresses.saved.shippingType.saved') })).toBeChecked();
    await expect(main.getByRole('radio', { name: text('addresses.clientType.private') })).toBeChecked();
    await expect(field(shipping, 'city')).toHaveValue('Θεσσαλονίκη');

    await use(billing, 'billing', 'Πειραιώς');
    await expect(main.getByRole('radio', { name: text('addresses.clientType.company') })).toBeChecked();
    await expect(field(billing, 'company')).toHaveValue('Εργαλεία Παπαδόπουλος Α.Ε.');
    await expect(card(billing, 'billing', 'Πειραιώς')).toContainText(text('addresses.saved.chosen'));
    await expect(field(shipping, 'city')).toHaveValue('Θεσσαλονίκη');
    await submit();
    await continueDespiteVat(page, text);
    await expect(page).toHaveURL(`${marketOrigin('gr')}/checkout/payment`);
    const cart = await myCart(context, 'gr');
    expect(cart.billingAddress).toMatchObject({ id: customer.billingIds[1], company: 'Εργαλεία Παπαδόπουλος Α.Ε.', fax: 'EL123456789' });
    expect(cart.shippingAddress).toMatchObject({ id: customer.shippingIds[0], streetName: 'Εγνατίας', city: 'Θεσσαλονίκη' });
    await context.close();
  });

  test('DE: a new shipping address starts from billing without the saved one’s id; saved, it becomes the default shipping address', async ({ page, browser }) => {
    const { text, customer, main, shipping, field, submit } = await withSavedShippingChosen(page, browser);
    await main.getByRole('radio', { name: text('addresses.saved.shippingType.new') }).check();
    await expect(field(shipping, 'streetName')).toHaveValue('Invalidenstraße');
    await field(shipping, 'streetName').fill('Lagerstraße');
    await field(shipping, 'postalCode').fill('04109');
    await field(shipping, 'city').fill('Leipzig');
    await shipping.getByRole('checkbox', { name: text('addresses.saved.save.shipping') }).check();
    await submit();
    await expect(page).toHaveURL(`${marketOrigin('de')}/checkout/payment`);
    const book = await bookOf(page.context(), 'de');
    const added = book.addresses.find((address) => address.city === 'Leipzig');
    expect(added, 'a new address, the saved one left as it was').toMatchObject({ streetName: 'Lagerstraße', postalCode: '04109' });
    expect(added?.id).not.toBe(customer.shippingIds[0]);
    expect(book.addresses.find((address) => address.id === customer.shippingIds[0])).toMatchObject({ city: 'Kiel' });
    expect(book.defaultShippingAddressId).toBe(added?.id);
    expect((await myCart(page.context(), 'de')).shippingAddress).toMatchObject({ id: added?.id, city: 'Leipzig' });
  });

  test('DE: the saved shipping type is remembered, and logging out resets it to the billing address', async ({ page, browser }) => {
    const { text, main, submit } = await withSavedShippingChosen(page, browser);
    await submit();
    await expect(page).toHaveURL(`${marketOrigin('de')}/checkout/payment`);
    const shippingType = async () => (await page.context().cookies(marketOrigin('de'))).find((cookie) => cookie.name === 'checkout-shipping-address-type')?.value;
    expect(await shippingType()).toBe('SAVED_ADDRESS');
    await page.goto(addressesUrl('de'));
    await expect(main.getByRole('radio', { name: text('addresses.saved.shippingType.saved') })).toBeChecked();

    await page.goto(`${marketOrigin('de')}/log-out`);
    await page.getByRole('main').getByRole('button', { name: text('account.logOut') }).click();
    await expect(page).toHaveURL(`${marketOrigin('de')}/`);
    expect(await shippingType()).toBe('SAME_AS_BILLING');
  });
});
