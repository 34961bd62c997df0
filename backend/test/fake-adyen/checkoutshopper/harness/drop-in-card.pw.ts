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

test('a card typed into the fake secured fields reaches onSubmit as test_ values', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto(harness.pageUrl);
  const cardInput = page.locator('.adyen-checkout__card-input');
  await expect(cardInput).toBeVisible();
  // Drop-in leaves its loading state only when every secured field answered its config message.
  await expect(cardInput).not.toHaveClass(/adyen-checkout__card-input--loading/);

  await field(page, 'encryptedCardNumber').pressSequentially('4111 1111 1111 1111');
  await expect(field(page, 'encryptedCardNumber')).toHaveValue('4111 1111 1111 1111');
  await field(page, 'encryptedExpiryDate').pressSequentially('03/30');
  await field(page, 'encryptedSecurityCode').pressSequentially('737');
  await page.locator('input[name="holderName"]').fill('J. Smit');
  await page.locator('.adyen-checkout__button--pay').click();

  const submitted = page.getByTestId('submitted');
  await expect(submitted).not.toBeEmpty();
  const data = JSON.parse((await submitted.textContent()) ?? '');
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
