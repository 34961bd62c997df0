import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { PASSWORD_MESSAGE } from '@shop/domain';
import { createTestApp } from '../../test/test-app.js';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import { customerCalls, PASSWORD, uniqueEmail } from './customer-calls.fixture.js';
import type { OutboxPasswordResetNotifier } from './outbox-password-reset-notifier.js';
import { PASSWORD_RESET_NOTIFIER } from './password-reset-notifier.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

describe('password reset: requestPasswordReset, then customerResetPassword with the token', () => {
  let app: INestApplication;
  let outbox: OutboxPasswordResetNotifier;
  beforeAll(async () => {
    app = await createTestApp(generateSeed());
    outbox = app.get<OutboxPasswordResetNotifier>(PASSWORD_RESET_NOTIFIER);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app?.close());

  const { shopper, call, signedUp } = customerCalls(() => app);
  const request = (email: unknown, host = 'localhost') => call(shopper(), 'requestPasswordReset', [{ email }], host);

  it('sends the token to the notifier only; the new password signs in, the old one no longer; the token works once', async () => {
    const { customer } = await signedUp();
    const response = await request(customer.email).expect(200);
    expect(response.body).toEqual({});
    const notice = outbox.latestFor(customer.email);
    expect(notice).toMatchObject({ email: customer.email, locale: 'sk-SK' });
    const token = notice!.tokenValue;
    expect(notice!.resetPath).toBe(`/password-reset/change-password?token=${encodeURIComponent(token)}`);
    expect(JSON.stringify(response.body)).not.toContain(token);

    await call(shopper(), 'customerResetPassword', [{ tokenValue: token, newPassword: 'Nove2026heslo', storeKey: 'ex-sk' }]).expect(200, {});
    await call(shopper(), 'signIn', [{ email: customer.email, password: 'Nove2026heslo' }]).expect(200);
    const old = await call(shopper(), 'signIn', [{ email: customer.email, password: PASSWORD }]).expect(400);
    expect(old.body.code).toBe('InvalidCredentials');

    const again = await call(shopper(), 'customerResetPassword', [{ tokenValue: token, newPassword: 'Tretie2027' }]).expect(404);
    expect(again.body.code).toBe('ResourceNotFound');
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const before = outbox.sent().length;
    const email = uniqueEmail('nobody');
    expect((await request(email).expect(200)).body).toEqual({});
    expect(outbox.sent()).toHaveLength(before);
    expect(outbox.latestFor(email)).toBeUndefined();
  });

  it("does not reset an SK store account from another country's store", async () => {
    const { customer } = await signedUp();
    const before = outbox.sent().length;
    await request(customer.email, 'de.localhost').expect(200, {});
    expect(outbox.sent()).toHaveLength(before);
  });

  it('prefixes the reset link with a non-default language', async () => {
    const { customer } = await signedUp({}, 'ch.localhost');
    await call(shopper(), 'requestPasswordReset', [{ email: customer.email }], 'ch.localhost&language=fr').expect(200);
    const notice = outbox.latestFor(customer.email)!;
    expect(notice.locale).toBe('fr-CH');
    expect(notice.resetPath.startsWith('/fr/password-reset/change-password?token=')).toBe(true);
  });

  it('refuses a weak new password with the domain message, keeping the token usable', async () => {
    const { customer } = await signedUp();
    await request(customer.email).expect(200);
    const token = outbox.latestFor(customer.email)!.tokenValue;
    const weak = await call(shopper(), 'customerResetPassword', [{ tokenValue: token, newPassword: 'onlyletters' }]).expect(400);
    expect(weak.body.message).toBe(`payload[0].newPassword: ${PASSWORD_MESSAGE}`);
    await call(shopper(), 'customerResetPassword', [{ tokenValue: token, newPassword: 'Letters2026' }]).expect(200);
  });

  it('refuses an unknown token with 404', async () => {
    const response = await call(shopper(), 'customerResetPassword', [{ tokenValue: 'no-such-token', newPassword: 'Letters2026' }]).expect(404);
    expect(response.body.code).toBe('ResourceNotFound');
  });

  it.each([
    ['requestPasswordReset', [{ email: 'nope' }], 'payload[0].email must be an e-mail address'],
    ['requestPasswordReset', [{ email: 3 }], 'payload[0].email must be a string'],
    ['requestPasswordReset', [], 'payload[0] is required'],
    ['customerResetPassword', [{ newPassword: 'Letters2026' }], 'payload[0].tokenValue must be a string'],
    ['customerResetPassword', [{ tokenValue: 'x' }], 'payload[0].newPassword must be a string'],
    ['customerResetPassword', [{ tokenValue: 'x', newPassword: 'Letters2026', email: 'a@b.sk' }], 'payload[0].email should not exist'],
    ['customerResetPassword', [{ tokenValue: 'x', newPassword: 'Letters2026', storeKey: 'ex-de' }], "payload[0].storeKey must be the market's store ex-sk"],
  ])('%s refuses %j with a 400 naming the field', async (method, body, message) => {
    expect((await call(shopper(), method, body).expect(400)).body.message).toContain(message);
  });
});
