import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { RESET_MAIL_TEXTS } from '../../../backend/src/customer/reset-mail/reset-mail-texts';
import { DE_DOMAIN, expect, MAIL_FROM_ADDRESS, test } from '../support/mail-shop';

/**
 * Issue 20, journey 4: the password reset end to end, through a local SMTP server. A German
 * customer asks for a link in the browser, the backend e-mails it, the browser opens it and sets a
 * new password; afterwards the new password signs in and the old one no longer does.
 */
const account = JSON.parse(readFileSync(new URL('../../app/account/messages/de-DE.json', import.meta.url), 'utf8')) as Record<string, string>;
const OLD_PASSWORD = 'Secret123';
const NEW_PASSWORD = 'Neues2026Passwort';

async function signIn(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}/login`);
  const main = page.locator('#main');
  await main.getByLabel(account['account.login.email']!).fill(email);
  await main.getByLabel(account['account.login.password']!).fill(password);
  await main.getByRole('button', { name: account['account.login.submit'] }).click();
}

test('a German customer resets the password with the e-mailed link; the new password signs in, the old one no longer does', async ({ page, mailShop }) => {
  const origin = mailShop.origin('de');
  const email = `journey-reset-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const main = page.locator('#main');

  // A customer of the DE store, signed up through the backend (via the storefront's /api proxy), then logged out.
  await page.goto(`${origin}/login`);
  const status = await page.evaluate(
    async ([address, password]) =>
      (await fetch('/api/ct/signUp', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify([{ email: address, password, firstName: 'Eva', lastName: 'Muster', customerType: 'PRIVATE' }]) })).status,
    [email, OLD_PASSWORD] as const,
  );
  expect(status).toBe(200);
  await page.evaluate(async () => fetch('/log-out', { method: 'POST' }));

  await page.goto(`${origin}/password-reset`);
  await main.getByLabel(account['account.passwordReset.email']!).fill(email);
  await main.getByRole('button', { name: account['account.passwordReset.submit'] }).click();
  await expect(page).toHaveURL(`${origin}/password-reset/check-email`);

  // The backend delivers from its outbox on its own: wait for the message to arrive.
  const received = await mailShop.smtp.mailTo(email);
  expect(received.envelopeTo).toEqual([email]);
  expect(received.mail.from).toMatchObject({ value: [{ address: MAIL_FROM_ADDRESS }] });
  expect(received.mail.subject).toBe(RESET_MAIL_TEXTS.de.subject);
  expect(received.mail.text).toContain(RESET_MAIL_TEXTS.de.intro);
  const links = (received.mail.text ?? '').match(/https?:\/\/\S+/g) ?? [];
  expect(links).toHaveLength(1);
  const link = new URL(links[0]!);
  expect(link.origin).toBe(`https://${DE_DOMAIN}`);
  expect(link.pathname).toBe('/password-reset/change-password');
  expect(link.searchParams.get('token')).toBeTruthy();

  // The link's page, on this test shop's origin instead of the production domain.
  await page.goto(`${origin}${link.pathname}${link.search}`);
  await main.getByLabel(account['account.passwordResetChange.password']!, { exact: true }).fill(NEW_PASSWORD);
  await main.getByLabel(account['account.passwordResetChange.repeat']!).fill(NEW_PASSWORD);
  await main.getByRole('button', { name: account['account.passwordResetChange.submit'] }).click();
  await expect(page).toHaveURL(`${origin}/login?password-reset=done`);
  await expect(main.getByRole('status')).toHaveText(account['account.login.passwordResetDone']!);

  await signIn(page, origin, email, OLD_PASSWORD);
  await expect(main.getByRole('alert')).toHaveText(account['account.login.error.credentials']!);
  await expect(page).toHaveURL(`${origin}/login`);

  await signIn(page, origin, email, NEW_PASSWORD);
  await expect(page).toHaveURL(`${origin}/`);
  await page.goto(`${origin}/my-account`);
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
});
