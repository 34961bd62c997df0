import { randomUUID } from 'node:crypto';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { shopperCall } from '../support/browser-session';
import { marketOrigin } from '../support/markets';
import { axeViolations, hydrated } from '../support/page-helpers';
import { shopTexts } from '../support/shop-texts';
import { CH_FR, DE, GR, type Shopper } from '../support/shoppers';

/**
 * Issue 20, journey 5 for my profile, shipping details, billing details and the header dropdown:
 * each page edits and persists its data (a reload shows it), with and without JavaScript; a second
 * customer sees none of it and cannot change the first's address by posting its id; guests are
 * sent away; axe finds nothing. Customers sign up through the backend with the browser's cookies,
 * so the pages see the same session.
 */

interface Customer { readonly email: string; readonly firstName: string; readonly lastName: string }
interface SavedAddress { readonly id: string; readonly streetName?: string; readonly fax?: string; readonly company?: string }
interface Me {
  readonly me: { readonly customer: { readonly email: string; readonly firstName: string; readonly lastName: string; readonly vatId?: string; readonly version: number; readonly addresses: SavedAddress[]; readonly defaultBillingAddressId?: string; readonly defaultShippingAddressId?: string; readonly billingAddressIds: string[]; readonly shippingAddressIds: string[] } };
}

const uniqueEmail = (name: string): string => `${name}.${randomUUID().slice(0, 8)}@example.com`;

async function signUp(context: BrowserContext, shopper: Shopper, customer: Customer, customerType: 'PRIVATE' | 'COMPANY' = 'PRIVATE'): Promise<void> {
  await shopperCall(context, shopper.country, 'signUp', [{ ...customer, password: 'Werkbank2026', customerType, ...(customerType === 'COMPANY' ? { companyName: 'Werkbank GmbH' } : {}) }]);
}

const me = (context: BrowserContext, shopper: Shopper): Promise<Me['me']['customer']> =>
  shopperCall<Me>(context, shopper.country, 'getMe', [{ full: true }]).then((answer) => answer.me.customer);

const page$ = (shopper: Shopper, path: string): string => `${marketOrigin(shopper.country)}${shopper.prefix}${path}`;

/** A German delivery address, as a shopper types it. */
const BERLIN = { firstName: 'Jonas', lastName: 'Weber', streetName: 'Invalidenstraße', streetNumber: '117', postalCode: '10115', city: 'Berlin', phone: '+49 30 1234567' };

async function fillAddress(form: Locator, text: ReturnType<typeof shopTexts>, fields: Record<string, string>): Promise<void> {
  for (const [field, value] of Object.entries(fields)) await form.getByLabel(text(`addresses.field.${field}`), { exact: field !== 'vatNumber' && field !== 'department' }).fill(value);
}

test.describe('my profile', () => {
  test('DE company: e-mail, names and VAT ID are saved and shown again after a reload; the header dropdown follows', async ({ page, context }) => {
    const text = shopTexts(DE.locale);
    await signUp(context, DE, { email: uniqueEmail('anna'), firstName: 'Anna', lastName: 'Schmidt' }, 'COMPANY');
    await page.goto(page$(DE, '/my-account/my-profile'));
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(text('account.section.my-profile'));
    const email = uniqueEmail('annette');
    await main.getByLabel(text('addresses.field.email'), { exact: true }).fill(email);
    await main.getByLabel(text('addresses.field.firstName'), { exact: true }).fill('Annette');
    await main.getByLabel(text('addresses.field.lastName'), { exact: true }).fill('Müller-Lüdenscheidt');
    await main.getByLabel(text('addresses.field.vatNumber')).fill('DE 123 456 789');
    await main.getByRole('button', { name: text('profile.submit') }).click();
    await expect(main.getByRole('status')).toHaveText(text('profile.saved'));

    await page.reload();
    await expect(main.getByLabel(text('addresses.field.email'), { exact: true })).toHaveValue(email);
    await expect(main.getByLabel(text('addresses.field.firstName'), { exact: true })).toHaveValue('Annette');
    await expect(main.getByLabel(text('addresses.field.lastName'), { exact: true })).toHaveValue('Müller-Lüdenscheidt');
    // Stored as domain cleans it: without the country prefix and the spaces.
    await expect(main.getByLabel(text('addresses.field.vatNumber'))).toHaveValue('123456789');
    expect(await me(context, DE)).toMatchObject({ email, firstName: 'Annette', lastName: 'Müller-Lüdenscheidt', vatId: '123456789' });

    await hydrated(page);
    const menu = page.getByTestId('account-menu');
    await menu.locator('summary').click();
    await expect(menu).toContainText('Annette Müller-Lüdenscheidt');
    await expect(menu).toContainText(email);
  });

  test('DE: a taken e-mail and a VAT ID that cannot be one are named on their fields, and nothing typed is lost', async ({ page, context, browser }) => {
    const text = shopTexts(DE.locale);
    const taken = uniqueEmail('taken');
    const other = await browser.newContext();
    await signUp(other, DE, { email: taken, firstName: 'Otto', lastName: 'Other' });
    await other.close();
    await signUp(context, DE, { email: uniqueEmail('karl'), firstName: 'Karl', lastName: 'Klein' }, 'COMPANY');
    await page.goto(page$(DE, '/my-account/my-profile'));
    await hydrated(page);
    const main = page.getByRole('main');
    const emailField = main.getByLabel(text('addresses.field.email'), { exact: true });
    const vatField = main.getByLabel(text('addresses.field.vatNumber'));
    await vatField.fill('DE-12!');
    await main.getByLabel(text('addresses.field.lastName'), { exact: true }).fill('Klein-Groß');
    await main.getByRole('button', { name: text('profile.submit') }).click();
    await expect(vatField).toHaveAccessibleDescription(new RegExp(text('addresses.error.vatNumber').replace('.', '\\.')));

    await vatField.fill('');
    await emailField.fill(taken);
    await main.getByRole('button', { name: text('profile.submit') }).click();
    await expect(main.getByRole('alert')).toHaveText(text('profile.error.emailTaken'));
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveValue(taken);
    await expect(main.getByLabel(text('addresses.field.lastName'), { exact: true })).toHaveValue('Klein-Groß');
    expect((await me(context, DE)).lastName).toBe('Klein');
  });
});

/** The editor for a new address, opened if the page does not already show it. */
async function newAddressForm(page: Page, text: ReturnType<typeof shopTexts>): Promise<Locator> {
  const form = page.getByRole('form', { name: text('addressBook.newTitle') });
  if (!(await form.isVisible())) await page.getByRole('link', { name: text('addressBook.add') }).click();
  await expect(form).toBeVisible();
  return form;
}

test.describe('shipping details', () => {
  test('DE: a customer adds, edits, makes default and deletes shipping addresses; each change is there after a reload', async ({ page, context }) => {
    const text = shopTexts(DE.locale);
    await signUp(context, DE, { email: uniqueEmail('lena'), firstName: 'Lena', lastName: 'Brandt' });
    await page.goto(page$(DE, '/my-account/shipping-details'));
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.getByText(text('addressBook.empty'))).toBeVisible();

    // The first one: nothing saved yet, so the new address form is the page.
    let form = await newAddressForm(page, text);
    await fillAddress(form, text, BERLIN);
    await form.getByRole('button', { name: text('addressBook.save') }).click();
    await expect(main.getByRole('status')).toHaveText(text('addressBook.done.added'));
    const cards = main.getByTestId('address-card');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(text('addressBook.default'));

    // A second one, with a postal code that does not fit Germany first.
    form = await newAddressForm(page, text);
    await fillAddress(form, text, { ...BERLIN, firstName: 'Mia', streetName: 'Marienplatz', streetNumber: '8', postalCode: '8033', city: 'München' });
    await form.getByRole('button', { name: text('addressBook.save') }).click();
    await expect(main.getByRole('alert')).toContainText(text('addresses.error.shipping'));
    await expect(form.getByLabel(text('addresses.field.postalCode'), { exact: true })).toHaveAccessibleDescription(text('addresses.error.postalCode.shipping'));
    await expect(form.getByLabel(text('addresses.field.city'), { exact: true })).toHaveValue('München');
    await form.getByLabel(text('addresses.field.postalCode'), { exact: true }).fill('80331');
    await form.getByRole('button', { name: text('addressBook.save') }).click();
    await expect(main.getByRole('status')).toHaveText(text('addressBook.done.added'));
    await expect(cards).toHaveCount(2);

    // Edit the second, then make it the default.
    const munich = cards.filter({ hasText: 'Marienplatz' });
    await munich.getByRole('link', { name: text.within('addressBook.edit') }).click();
    const editor = main.getByRole('form', { name: text('addressBook.editTitle') });
    await expect(editor.getByLabel(text('addresses.field.streetName'), { exact: true })).toHaveValue('Marienplatz');
    await editor.getByLabel(text('addresses.field.streetNumber'), { exact: true }).fill('8a');
    await editor.getByRole('button', { name: text('addressBook.save') }).click();
    await expect(main.getByRole('status')).toHaveText(text('addressBook.done.updated'));
    await cards.filter({ hasText: 'Marienplatz 8a' }).getByRole('button', { name: text.within('addressBook.setDefault') }).click();
    await expect(main.getByRole('status')).toHaveText(text('addressBook.done.default'));

    await page.reload();
    await expect(cards.filter({ hasText: 'Marienplatz 8a' })).toContainText(text('addressBook.default'));
    await expect(cards.filter({ hasText: 'Invalidenstraße 117' })).not.toContainText(text('addressBook.default'));

    // Delete the first.
    await cards.filter({ hasText: 'Invalidenstraße' }).getByRole('button', { name: text.within('addressBook.delete') }).click();
    await expect(main.getByRole('status')).toHaveText(text('addressBook.done.deleted'));
    await page.reload();
    await expect(cards).toHaveCount(1);
    const saved = await me(context, DE);
    expect(saved.addresses.map((address) => address.streetName)).toEqual(['Marienplatz']);
    expect(saved.defaultShippingAddressId).toBe(saved.addresses[0]!.id);
  });
});

test.describe('billing details without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('DE: a company billing address keeps its VAT number in the fax field, becomes the default and is edited, all by plain form posts', async ({ page, context }) => {
    const text = shopTexts(DE.locale);
    await signUp(context, DE, { email: uniqueEmail('firma'), firstName: 'Frieda', lastName: 'Fuchs' }, 'COMPANY');
    await page.goto(page$(DE, '/my-account/billing-details'));
    const main = page.getByRole('main');
    const form = await newAddressForm(page, text);
    await expect(form.getByRole('radio', { name: text('addresses.clientType.company') })).toBeChecked();
    await fillAddress(form, text, { company: 'Fuchs Werkzeuge GmbH', vatNumber: 'DE 811 234 567', ...BERLIN });
    await expect(form.getByRole('checkbox', { name: text('addressBook.makeDefault') })).toBeChecked();
    await form.getByRole('button', { name: text('addressBook.save') }).click();
    await expect(main.getByRole('status')).toHaveText(text('addressBook.done.added'));

    await page.reload();
    const card = main.getByTestId('address-card');
    await expect(card).toContainText('Fuchs Werkzeuge GmbH');
    await expect(card).toContainText('DE 811 234 567');
    await expect(card).toContainText(text('addressBook.default'));
    let saved = await me(context, DE);
    expect(saved.addresses).toEqual([expect.objectContaining({ company: 'Fuchs Werkzeuge GmbH', fax: 'DE 811 234 567', streetName: 'Invalidenstraße' })]);
    expect(saved.defaultBillingAddressId).toBe(saved.addresses[0]!.id);

    await card.getByRole('link', { name: text.within('addressBook.edit') }).click();
    const editor = main.getByRole('form', { name: text('addressBook.editTitle') });
    await editor.getByLabel(text('addresses.field.city'), { exact: true }).fill('Berlin-Mitte');
    await editor.getByRole('button', { name: text('addressBook.save') }).click();
    await expect(main.getByRole('status')).toHaveText(text('addressBook.done.updated'));
    saved = await me(context, DE);
    expect(saved.addresses).toEqual([expect.objectContaining({ city: 'Berlin-Mitte', fax: 'DE 811 234 567' })]);
  });
});

test('DE: a second customer sees none of the first customer’s data and cannot change the first’s address by posting its id', async ({ page, context, browser }) => {
  const text = shopTexts(DE.locale);
  const first = { email: uniqueEmail('erste'), firstName: 'Erika', lastName: 'Erstkundin' };
  await signUp(context, DE, first, 'COMPANY');
  await shopperCall(context, DE.country, 'addShippingAddress', [{}, { country: 'DE', ...BERLIN, streetName: 'Geheimweg' }]);
  await shopperCall(context, DE.country, 'addBillingAddress', [{}, { country: 'DE', ...BERLIN, streetName: 'Rechnungsgasse', company: 'Erika GmbH', fax: '811111111' }]);
  const firstsAddresses = (await me(context, DE)).addresses;
  const [shippingId, billingId] = firstsAddresses.map((address) => address.id);

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await signUp(second, DE, { email: uniqueEmail('zweite'), firstName: 'Zora', lastName: 'Zweite' });
  await shopperCall(second, DE.country, 'addShippingAddress', [{}, { country: 'DE', ...BERLIN, firstName: 'Zora', streetName: 'Eigenstraße' }]);
  const main = secondPage.getByRole('main');
  for (const path of ['/my-account/my-profile', '/my-account/shipping-details', `/my-account/shipping-details?edit=${shippingId}`, '/my-account/billing-details', `/my-account/billing-details?edit=${billingId}`]) {
    await secondPage.goto(page$(DE, path));
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    const shown = await secondPage.locator('body').innerText();
    expect([path, ['Erika', 'Erstkundin', first.email, 'Geheimweg', 'Rechnungsgasse', 'Erika GmbH', '811111111'].filter((word) => shown.includes(word))]).toEqual([path, []]);
  }

  // The second customer's own delete form, pointed at the first's shipping address.
  await secondPage.goto(page$(DE, '/my-account/shipping-details'));
  await hydrated(secondPage);
  const card = main.getByTestId('address-card');
  await card.locator('form:has(input[name="intent"][value="delete"]) input[name="id"]').evaluate((input, id) => ((input as HTMLInputElement).value = id), shippingId!);
  await card.getByRole('button', { name: text.within('addressBook.delete') }).click();
  await expect(main.getByRole('alert')).toHaveText(text('addressBook.error.gone'));

  // And the new-address form turned into an update of the first's billing address.
  await secondPage.goto(page$(DE, '/my-account/billing-details'));
  await hydrated(secondPage);
  const form = main.getByRole('form', { name: text('addressBook.newTitle') });
  await fillAddress(form, text, { ...BERLIN, streetName: 'Übernommen' });
  await form.evaluate((element, id) => {
    (element.querySelector('input[name="intent"]') as HTMLInputElement).value = 'update';
    element.insertAdjacentHTML('beforeend', `<input type="hidden" name="id" value="${id}">`);
  }, billingId!);
  await form.getByRole('button', { name: text('addressBook.save') }).click();
  await expect(main.getByRole('alert')).toHaveText(text('addressBook.error.gone'));
  await expect(form.getByLabel(text('addresses.field.streetName'), { exact: true })).toHaveValue('Übernommen');
  await second.close();

  expect((await me(context, DE)).addresses).toEqual(firstsAddresses);
});

test('CH in French: under the language prefix, the profile and a Swiss shipping address are saved and the pages stay in French', async ({ page, context }) => {
  const text = shopTexts(CH_FR.locale);
  await signUp(context, CH_FR, { email: uniqueEmail('chloe'), firstName: 'Chloé', lastName: 'Favre' });
  await page.goto(page$(CH_FR, '/my-account/my-profile'));
  await hydrated(page);
  const main = page.getByRole('main');
  await main.getByLabel(text('addresses.field.lastName'), { exact: true }).fill('Favre-Bulle');
  await main.getByRole('button', { name: text('profile.submit') }).click();
  await expect(page).toHaveURL(page$(CH_FR, '/my-account/my-profile?saved=1'));
  await expect(main.getByRole('status')).toHaveText(text('profile.saved'));

  await page.goto(page$(CH_FR, '/my-account/shipping-details'));
  await hydrated(page);
  const form = await newAddressForm(page, text);
  await fillAddress(form, text, { ...BERLIN, streetName: 'Rue du Marché', postalCode: '80011', city: 'Genève' });
  await form.getByRole('button', { name: text('addressBook.save') }).click();
  await expect(form.getByLabel(text('addresses.field.postalCode'), { exact: true })).toHaveAccessibleDescription(text('addresses.error.postalCode.shipping'));
  await form.getByLabel(text('addresses.field.postalCode'), { exact: true }).fill('1204');
  await form.getByRole('button', { name: text('addressBook.save') }).click();
  await expect(page).toHaveURL(page$(CH_FR, '/my-account/shipping-details?done=added'));
  await expect(main.getByTestId('address-card')).toContainText('1204 Genève');
  await expect(main.getByTestId('address-card')).toContainText('Suisse');
  expect((await me(context, CH_FR)).lastName).toBe('Favre-Bulle');
});

test.describe('guards and the header dropdown', () => {
  for (const path of ['/my-account/my-profile', '/my-account/shipping-details', '/my-account/billing-details']) {
    test(`a guest opening ${path} is sent to the root (spec 1 §2), and its account icon goes to login`, async ({ page }) => {
      await page.goto(page$(DE, path));
      await expect(page).toHaveURL(`${marketOrigin(DE.country)}/`);
      await expect(page.getByTestId('account-login')).toHaveAttribute('href', '/login');
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('GR: the dropdown opens and shows first name, last name, e-mail and the account links in their order', async ({ page, context }) => {
      const text = shopTexts(GR.locale);
      const customer = { email: uniqueEmail('eleni'), firstName: 'Ελένη', lastName: 'Παπαδοπούλου' };
      await signUp(context, GR, customer);
      await page.goto(page$(GR, '/'));
      const menu = page.getByTestId('account-menu');
      await menu.locator('summary').click();
      await expect(menu.locator('.account-menu__name')).toHaveText('Ελένη Παπαδοπούλου');
      await expect(menu.locator('.account-menu__email')).toHaveText(customer.email);
      const links = menu.getByRole('link');
      await expect(links).toHaveText([text('layout.myProfile'), text('layout.myOrders'), text('layout.shippingDetails'), text('layout.billingDetails'), text('layout.myNewsletter')]);
      expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual([
        '/my-account/my-profile', '/my-account/my-orders', '/my-account/shipping-details', '/my-account/billing-details', '/my-account/my-newsletter',
      ]);
      await expect(menu.getByRole('button', { name: text('layout.logOut') })).toBeVisible();
      await links.first().click();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(text('account.section.my-profile'));
    });
  });
});

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

for (const shopper of [DE, GR]) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`${shopper.name} on a ${device}: no WCAG 2.2 A/AA violation on my profile, shipping details and billing details`, async ({ page, context }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await signUp(context, shopper, { email: uniqueEmail('axe'), firstName: 'Axel', lastName: 'Prüfer' }, 'COMPANY');
      await shopperCall(context, shopper.country, 'addShippingAddress', [{}, { country: shopper.country.toUpperCase(), ...BERLIN, postalCode: shopper === GR ? '105 57' : BERLIN.postalCode }]);
      const found: { page: string; violations: Awaited<ReturnType<typeof axeViolations>> }[] = [];
      // The list with a card, the editor open, and the new-address form of an empty list.
      for (const path of ['/my-account/my-profile', '/my-account/shipping-details', '/my-account/shipping-details?edit=new', '/my-account/billing-details']) {
        await page.goto(page$(shopper, path));
        await hydrated(page);
        found.push({ page: path, violations: await axeViolations(page) });
      }
      expect(found.filter((entry) => entry.violations.length > 0)).toEqual([]);
    });
  }
}
