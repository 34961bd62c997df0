import { type Browser, type Page } from '@playwright/test';
import { marketOrigin } from '../support/markets';
import { CRM_ORG_ID, expect, test } from '../support/support-shop';

// Issue 22: the support request form (spec 2 §2–§5) as a page, reached from the header's contact
// panel and the product page, with and without JavaScript; a request goes to the backend, which
// stores it before it answers, then to the CRM (the fake checks the web-to-case shape).

const PRODUCT = '/konvektomat-velbrenn-pro-cs-18-7-kw-10000001';

async function withoutJavaScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

const shownFields = (page: Page) =>
  page.locator('[data-testid="support-form"] :is(input, textarea)').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).name).filter((name) => name !== 'intent'));

test('a quote request from a product page opens pre-filled in a dialog, is sent in place, and reaches the CRM once', async ({ page, supportShop }) => {
  await page.goto(`${supportShop.origin('sk')}${PRODUCT}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByTestId('product-support-links').getByRole('link').first().click();
  const dialog = page.getByTestId('support-dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(`${supportShop.origin('sk')}${PRODUCT}`);
  const form = dialog.getByTestId('support-form');
  await expect(form.locator('select[name="reason"]')).toHaveValue('sales');
  await expect(form.locator('select[name="subreason"]')).toHaveValue('offer-discount-request');
  await expect(form.locator('input[name="productNumber"]')).toHaveValue('10000001');
  await expect(form.locator('input[name="quantity"]')).toHaveValue('1');
  await form.locator('input[name="contactName"]').fill('Jana Nováková');
  await form.locator('input[name="customerEmail"]').fill('jana.quote@example.sk');
  await form.locator('input[name="vatId"]').fill('SK2020202020');
  await form.locator('input[name="phoneNumber"]').fill('+421 900 123 456');
  await form.locator('input[name="quantity"]').fill('3');
  await form.locator('input[name="subject"]').fill('Cenová ponuka');
  await form.locator('textarea[name="description"]').fill('Prosím o ponuku na 3 kusy.');
  await dialog.getByTestId('support-submit').click();
  const sent = dialog.getByTestId('support-sent');
  await expect(sent).toContainText(/SR-[A-Z2-9]{10}/);
  const reference = /SR-[A-Z2-9]{10}/.exec((await sent.textContent())!)![0];
  await expect(page).toHaveURL(`${supportShop.origin('sk')}${PRODUCT}`);
  await expect.poll(() => supportShop.crm.accepted.filter((received) => received['reference'] === reference)).toEqual([
    expect.objectContaining({
      orgid: CRM_ORG_ID, reason: 'sales', subreason: 'offer-discount-request', productNumber: '10000001', quantity: '3',
      vatId: 'SK2020202020', phoneNumber: '+421 900 123 456', customerEmail: 'jana.quote@example.sk', country: 'SK', locale: 'sk-SK',
    }),
  ]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the header\'s contact panel opens the form as a dialog; without JavaScript its link is the form\'s page', async ({ page, browser }) => {
  await page.goto(`${marketOrigin('sk')}/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByTestId('contact-button').locator('summary').click();
  await page.getByTestId('contact-form-link').click();
  const dialog = page.getByTestId('support-dialog');
  await expect(dialog.locator('select[name="reason"]')).toHaveValue('');
  // Modal: the focus moved into it.
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const plain = await withoutJavaScript(browser);
  await plain.goto(`${marketOrigin('sk')}/`);
  await plain.getByTestId('contact-button').locator('summary').click();
  await plain.getByTestId('contact-form-link').click();
  await expect(plain).toHaveURL(/\/support\/$/);
  await expect(plain.getByTestId('support-form').locator('select[name="reason"]')).toHaveValue('');
  await plain.context().close();
});

test('the page: "manual not in my language" keeps the product number read-only, and a sent request shows its reference', async ({ page }) => {
  await page.goto(`${marketOrigin('sk')}/support/?kind=manual&sku=EX10000001`);
  const form = page.getByTestId('support-form');
  await expect(form.locator('select[name="subreason"]')).toHaveValue('manual-not-in-language');
  await expect(form.locator('input[name="productNumber"]')).toHaveValue('10000001');
  await expect(form.locator('input[name="productNumber"]')).toHaveAttribute('readonly', '');
  await form.locator('input[name="contactName"]').fill('Peter Kováč');
  await form.locator('input[name="customerEmail"]').fill('peter.manual@example.sk');
  await form.locator('input[name="subject"]').fill('Návod');
  await form.locator('textarea[name="description"]').fill('Chýba slovenský návod.');
  await page.getByTestId('support-submit').click();
  await expect(page).toHaveURL(/\/support\/\?reference=SR-[A-Z2-9]{10}$/);
  await expect(page.getByTestId('support-sent')).toContainText(new URL(page.url()).searchParams.get('reference')!);
});

test('with JavaScript the fields follow the subject at once, and what was typed survives switching', async ({ page }) => {
  await page.goto(`${marketOrigin('sk')}/support/`);
  const form = page.getByTestId('support-form');
  await expect(form).toHaveAttribute('data-enhanced', 'true');
  await form.locator('select[name="reason"]').selectOption('order-delivery');
  await form.locator('select[name="subreason"]').selectOption('damaged-delivery');
  await expect.poll(() => shownFields(page)).toEqual(['contactName', 'companyName', 'customerEmail', 'orderNumber', 'productNumber', 'phoneNumber', 'subject', 'description']);
  await form.locator('input[name="orderNumber"]').fill('100234');
  await form.locator('select[name="subreason"]').selectOption('order-status');
  await expect.poll(() => shownFields(page)).toEqual(['contactName', 'companyName', 'customerEmail', 'orderNumber', 'subject', 'description']);
  await expect(form.locator('input[name="orderNumber"]')).toHaveValue('100234');
  // Choosing a topic again empties the subject (spec 2 §4).
  await form.locator('select[name="reason"]').selectOption('invoice');
  await expect(form.locator('select[name="subreason"]')).toHaveValue('');
  // Only the invoice topic's three subjects are offered now, after the placeholder.
  await expect(form.locator('select[name="subreason"] option')).toHaveCount(4);
  await expect(form.locator('select[name="subreason"] optgroup')).toHaveCount(0);
});

test('without JavaScript: the topic\'s fields come with a post, and a refused request comes back as typed with each field\'s reason', async ({ browser }) => {
  const page = await withoutJavaScript(browser);
  await page.goto(`${marketOrigin('sk')}/support/`);
  const form = page.getByTestId('support-form');
  await form.locator('select[name="reason"]').selectOption('product-claim');
  await form.locator('select[name="subreason"]').selectOption('warranty-claim');
  await form.locator('input[name="contactName"]').fill('Peter Kováč');
  await form.locator('button[name="intent"][value="refresh"]').click();
  await expect.poll(() => shownFields(page)).toEqual(['contactName', 'companyName', 'customerEmail', 'orderNumber', 'invoiceNumber', 'productNumber', 'phoneNumber', 'subject', 'description']);
  await expect(form.locator('input[name="contactName"]')).toHaveValue('Peter Kováč');
  // The browser's own checks would stop the post; the shop's must hold without them.
  await form.evaluate((element) => element.setAttribute('novalidate', ''));
  await form.locator('input[name="productNumber"]').fill('EX123');
  await form.locator('input[name="customerEmail"]').fill('not-an-address');
  const response = page.waitForResponse((answer) => answer.request().method() === 'POST');
  await page.getByTestId('support-submit').click();
  expect((await response).status()).toBe(400);
  await expect(form.locator('input[name="contactName"]')).toHaveValue('Peter Kováč');
  await expect(form.locator('input[name="productNumber"]')).toHaveValue('EX123');
  for (const name of ['customerEmail', 'orderNumber', 'invoiceNumber', 'productNumber', 'phoneNumber', 'subject', 'description']) {
    await expect(form.locator(`[name="${name}"]`)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(form.locator('input[name="companyName"]')).not.toHaveAttribute('aria-invalid', 'true');
  await page.context().close();
});
