import { expect, test, type Page } from '@playwright/test';
import { startHarness, type Harness } from './harness-server.js';

// The real Drop-in (adyen-web 6.45.2) loads its secured fields, logos, translations, analytics and
// device fingerprint from the fake, offline, and a card typed into the fake's iframes reaches
// onSubmit as Adyen's test-form "encrypted" values.

let harness: Harness;
test.beforeAll(async () => {
  harness = await startHarness();
});
test.afterAll(async () => {
  await harness?.close();
});

/** Console errors and uncaught exceptions of the page and its iframes. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

const field = (page: Page, name: string) => page.frameLocator(`[data-cse="${name}"] iframe`).locator('input');
const fieldError = (page: Page, modifier: string) => page.locator(`.adyen-checkout__field--${modifier}.adyen-checkout__field--error`);

/** Drop-in's own view of the card (harness page's onChange): complete or not, and the /binLookup brand. */
const cardState = (page: Page) => page.getByTestId('card-state');

async function submitted(page: Page) {
  const pre = page.getByTestId('submitted');
  await expect(pre).not.toBeEmpty();
  return JSON.parse((await pre.textContent()) ?? '');
}

test('a card typed into the fake secured fields reaches onSubmit as test_ values', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto(harness.pageUrl);
  // The card form shows its Pay button once every secured field answered its config message.
  await expect(page.locator('.adyen-checkout__button--pay')).toBeVisible();

  await field(page, 'encryptedCardNumber').pressSequentially('4111 1111 1111 1111');
  await expect(field(page, 'encryptedCardNumber')).toHaveValue('4111 1111 1111 1111');
  await field(page, 'encryptedExpiryDate').pressSequentially('03/30');
  // A valid date makes Drop-in move on to the security code by itself; typing before that could lose keys.
  await expect(field(page, 'encryptedSecurityCode')).toBeFocused();
  await field(page, 'encryptedSecurityCode').pressSequentially('737');
  await page.locator('input[name="holderName"]').fill('J. Smit');
  await expect(cardState(page)).toHaveText(JSON.stringify({ isValid: true, brand: 'visa' }));
  await page.locator('.adyen-checkout__button--pay').click();

  const data = await submitted(page);
  expect(data.paymentMethod).toMatchObject({
    type: 'scheme',
    encryptedCardNumber: 'test_4111111111111111',
    encryptedExpiryMonth: 'test_03',
    encryptedExpiryYear: 'test_2030',
    encryptedSecurityCode: 'test_737',
    holderName: 'J. Smit',
    brand: 'visa',
  });
  // The fake's device-fingerprint iframe answered, so Drop-in sent its risk data.
  expect(typeof data.riskData?.clientData).toBe('string');
  expect(problems).toEqual([]);
});

// Drop-in (CardInput) reacts to a refused Pay for 300 ms by moving focus to the first field still in
// error whenever the errors change; a field corrected key by key inside that window loses its
// remaining keystrokes to the next field in error. So the refusal here leaves a single field in
// error (nothing to move focus to once it is corrected), and the test pays only after Drop-in
// itself reports the card complete, not when the iframes do: their messages reach it later.
test('the fake fields refuse a wrong check digit, a past date and a short code; an amex card then pays', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto(harness.pageUrl);
  const pay = page.locator('.adyen-checkout__button--pay');
  await expect(pay).toBeVisible();

  await field(page, 'encryptedCardNumber').pressSequentially('4111 1111 1111 1112');
  await expect(fieldError(page, 'cardNumber')).toBeVisible();
  await field(page, 'encryptedExpiryDate').pressSequentially('03/20');
  await expect(fieldError(page, 'expiryDate')).toBeVisible();
  await field(page, 'encryptedSecurityCode').pressSequentially('73');
  await page.locator('input[name="holderName"]').fill('J. Smit');
  await expect(fieldError(page, 'securityCode')).toBeVisible();

  await field(page, 'encryptedExpiryDate').clear();
  await field(page, 'encryptedExpiryDate').pressSequentially('03/30');
  // A valid date makes Drop-in move on to the security code by itself.
  await expect(field(page, 'encryptedSecurityCode')).toBeFocused();
  await expect(fieldError(page, 'expiryDate')).toBeHidden();
  await field(page, 'encryptedSecurityCode').clear();
  await field(page, 'encryptedSecurityCode').pressSequentially('737');
  await expect(page.locator('.adyen-checkout__field--securityCode.adyen-checkout__field--valid')).toBeVisible();

  // The wrong check digit still stands: Drop-in refuses to pay and puts the shopper back on the number.
  await pay.click();
  await expect(field(page, 'encryptedCardNumber')).toBeFocused();
  await expect(fieldError(page, 'cardNumber')).toBeVisible();
  await expect(page.getByTestId('submitted')).toBeEmpty();

  await field(page, 'encryptedCardNumber').clear();
  await field(page, 'encryptedCardNumber').pressSequentially('3700 000000 00002');
  await expect(field(page, 'encryptedCardNumber')).toHaveValue('3700 000000 00002');
  await expect(page.locator('.adyen-checkout__field--cardNumber.adyen-checkout__field--valid')).toBeVisible();
  await expect(fieldError(page, 'cardNumber')).toBeHidden();
  // Amex wants four digits: the brand reached the security-code iframe, which no longer holds 737 as complete.
  await expect(page.locator('.adyen-checkout__field--securityCode.adyen-checkout__field--valid')).toBeHidden();
  await field(page, 'encryptedSecurityCode').clear();
  await field(page, 'encryptedSecurityCode').pressSequentially('7373');
  await expect(field(page, 'encryptedSecurityCode')).toHaveValue('7373');
  await expect(cardState(page)).toHaveText(JSON.stringify({ isValid: true, brand: 'amex' }));
  await pay.click();

  const data = await submitted(page);
  expect(data.paymentMethod).toMatchObject({
    type: 'scheme',
    brand: 'amex',
    encryptedCardNumber: 'test_370000000000002',
    encryptedExpiryMonth: 'test_03',
    encryptedExpiryYear: 'test_2030',
    encryptedSecurityCode: 'test_7373',
  });
  expect(problems).toEqual([]);
});
