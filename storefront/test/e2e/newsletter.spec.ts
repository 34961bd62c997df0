import { type Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { marketOrigin } from '../support/markets';
import { axeViolations, hydrated } from '../support/page-helpers';

// The e2e backend has no TRACKING_URL: the shop says honestly that sign-up is not available
// (the pending outcome is covered by backend/src/newsletter/newsletter.calls.spec.ts).
const NOT_AVAILABLE_DE = 'Die Newsletter-Anmeldung ist im Moment nicht verfügbar.';
const NOT_AVAILABLE_EN = 'Newsletter sign-up is not available at the moment.';
const INVALID_DE = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';

const signup = (page: Page) => page.getByTestId('newsletter-signup');

test.describe('newsletter sign-up without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest posts the form and is sent back to the page with the honest outcome', async ({ page }) => {
    await page.goto(`${marketOrigin('de')}/?ref=footer`);
    const form = signup(page);
    await expect(form.getByRole('heading', { name: 'Newsletter abonnieren' })).toBeVisible();
    await form.getByLabel('E-Mail-Adresse').fill('gast@example.com');
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(`${marketOrigin('de')}/?ref=footer&newsletter=unavailable#newsletter`);
    await expect(signup(page).getByTestId('newsletter-outcome')).toHaveText(NOT_AVAILABLE_DE);
  });

  test('an e-mail the shop refuses is told as invalid, without reaching the backend', async ({ page }) => {
    await page.goto(`${marketOrigin('de')}/`);
    // Valid for the browser's type=email, refused by the shop's rule (no dot in the domain).
    await signup(page).getByLabel('E-Mail-Adresse').fill('gast@localhost');
    await signup(page).getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(`${marketOrigin('de')}/?newsletter=invalid#newsletter`);
    await expect(signup(page).getByTestId('newsletter-outcome')).toHaveText(INVALID_DE);
    await expect(signup(page).getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('newsletter sign-up with JavaScript', () => {
  test('the enhanced form answers in place, and the footer passes axe', async ({ page }) => {
    await page.goto(`${marketOrigin('gb')}/`);
    await hydrated(page);
    const form = signup(page);
    await expect(form.locator('form')).toHaveAttribute('data-enhanced', 'true');
    await form.getByLabel('E-mail address').fill('guest@example.com');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form.getByTestId('newsletter-outcome')).toHaveText(NOT_AVAILABLE_EN);
    // The fetcher answered: the page was not left or reloaded with the query flag.
    await expect(page).toHaveURL(`${marketOrigin('gb')}/`);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a signed-in customer sees no sign-up form', async ({ page }) => {
    const email = `newsletter-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto(`${marketOrigin('de')}/`);
    await expect(signup(page)).toBeVisible();
    // From the page itself: *.localhost resolves in the browser, not in Node.
    const status = await page.evaluate(async (payload) => {
      const response = await fetch('/api/ct/signUp', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
      return response.status;
    }, [{ email, password: 'Werkbank2024', firstName: 'Nina', lastName: 'Berger', customerType: 'PRIVATE' }]);
    expect(status).toBeLessThan(300);
    await page.goto(`${marketOrigin('de')}/`);
    await expect(page.getByTestId('footer')).toBeVisible();
    await expect(signup(page)).toHaveCount(0);
  });
});

test.describe('the home page', () => {
  for (const country of ['de', 'gb'] as const) {
    test(`${country.toUpperCase()}: every newsletter heading stands over a form to sign up with, and there is one`, async ({ page }) => {
      await page.goto(`${marketOrigin(country)}/`);
      await expect(signup(page)).toBeVisible();
      // An invitation without a field or a button (the CMS's newsletter block) promises what it cannot do.
      const headings = page.getByRole('heading', { name: /newsletter/i });
      await expect(headings).toHaveCount(1);
      const section = headings.locator('xpath=ancestor::section[1]');
      await expect(section.getByRole('textbox')).toHaveAttribute('type', 'email');
      await expect(section.getByRole('button')).toBeVisible();
    });
  }
});
