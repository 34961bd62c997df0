import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../test/free-port.js';
import { FakeTracking } from '../../newsletter/fake-tracking.fixture.js';
import { customerCalls, PASSWORD } from '../customer-calls.fixture.js';
import { FakeSmtp, type ReceivedMail } from './fake-smtp.fixture.js';
import type { QueuedPasswordResetNotifier } from './queued-password-reset-notifier.js';
import { createResetMailTestApp } from './reset-mail-test-app.fixture.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const FROM = 'ProEquip <shop@proequip.example>';

/** The one link in a message's text: the reset page with its token. */
const linkIn = (received: ReceivedMail): URL => {
  const links = (received.mail.text ?? '').match(/https?:\/\/\S+/g) ?? [];
  expect(links).toHaveLength(1);
  return new URL(links[0]!);
};

describe('the reset link by e-mail (SMTP_URL + MAIL_FROM; real app, a local SMTP server)', () => {
  let smtp: FakeSmtp;
  let app: INestApplication;
  let notifier: QueuedPasswordResetNotifier;
  beforeAll(async () => {
    smtp = new FakeSmtp(await freePort());
    await smtp.start();
    ({ app, notifier } = await createResetMailTestApp({
      channel: { kind: 'smtp', smtpUrl: smtp.url, from: FROM },
      outboxFile: ':memory:', timeoutMs: 10_000, productionDomains: { AT: 'shop.example.at' },
    }));
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
  });

  const { shopper, call, signedUp } = customerCalls(() => app);

  it('mails an Austrian shopper in German, from MAIL_FROM, with a link on the market\'s configured domain whose token resets the password', async () => {
    const { customer } = await signedUp({}, 'at.localhost');
    const before = smtp.received.length;
    await call(shopper(), 'requestPasswordReset', [{ email: customer.email }], 'at.localhost').expect(200, {});
    await notifier.deliverDue(); // waits for the delivery the call started

    const sent = smtp.received.slice(before);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.envelopeTo).toEqual([customer.email]);
    expect(mail!.mail.to).toMatchObject({ value: [{ address: customer.email }] });
    expect(mail!.mail.from).toMatchObject({ value: [{ name: 'ProEquip', address: 'shop@proequip.example' }] });
    expect(mail!.mail.subject).toBe('Passwort zurücksetzen');
    expect(mail!.mail.text).toContain('Öffnen Sie diesen Link');
    expect(mail!.mail.messageId).toMatch(/^<password-reset-[0-9a-f-]+@proequip\.example>$/);
    const link = linkIn(mail!);
    // MARKET_DOMAINS' entry for AT, over https: not the Host (at.localhost) the request came on.
    expect(link.origin).toBe('https://shop.example.at');
    expect(link.pathname).toBe('/password-reset/change-password');
    expect(mail!.mail.html).toContain(`href="${link.href.replace(/&/g, '&amp;')}"`);

    const token = link.searchParams.get('token')!;
    await call(shopper(), 'customerResetPassword', [{ tokenValue: token, newPassword: 'Neu2026passwort', storeKey: 'ex-at' }], 'at.localhost').expect(200, {});
    await call(shopper(), 'signIn', [{ email: customer.email, password: 'Neu2026passwort' }], 'at.localhost').expect(200);
    await call(shopper(), 'signIn', [{ email: customer.email, password: PASSWORD }], 'at.localhost').expect(400);

    // Delivered once: later runs send nothing more.
    await notifier.deliverDue(Date.now() + DAY_MS);
    expect(smtp.received.length).toBe(before + 1);
    expect(notifier.pending()).toEqual([]);
  });

  it('mails a Slovak shopper in Slovak, the link on the built-in domain', async () => {
    const { customer } = await signedUp();
    const before = smtp.received.length;
    await call(shopper(), 'requestPasswordReset', [{ email: customer.email }]).expect(200, {});
    await notifier.deliverDue();
    const [mail] = smtp.received.slice(before);
    expect(mail!.mail.subject).toBe('Obnovenie hesla');
    const link = linkIn(mail!);
    expect(`${link.origin}${link.pathname}`).toBe('https://www.proequip.sk/password-reset/change-password');
  });

  it('sends nothing for an address without an account, and answers the same', async () => {
    const before = smtp.received.length;
    await call(shopper(), 'requestPasswordReset', [{ email: 'nobody.here@example.sk' }]).expect(200, {});
    await notifier.deliverDue();
    expect(smtp.received.length).toBe(before);
    expect(notifier.pending()).toEqual([]);
  });

  it.each(['down', 'refusing'] as const)('answers while the mail server is %s, keeps the notice queued, and delivers it once when the server is back', async (state) => {
    const { customer } = await signedUp();
    const before = smtp.received.length;
    if (state === 'down') await smtp.stop();
    else smtp.refuse = true;
    try {
      await call(shopper(), 'requestPasswordReset', [{ email: customer.email }]).expect(200, {});
      await notifier.deliverDue(); // the first attempt fails
      expect(notifier.pending()).toEqual([
        expect.objectContaining({ email: customer.email, locale: 'sk-SK', attempts: 1, lastError: expect.any(String) }),
      ]);
      // Backing off: a run now does not try again.
      await notifier.deliverDue();
      expect(notifier.pending()).toEqual([expect.objectContaining({ attempts: 1 })]);
    } finally {
      if (state === 'down') await smtp.start();
      else smtp.refuse = false;
    }
    await notifier.deliverDue(Date.now() + DAY_MS);
    await notifier.deliverDue(Date.now() + 2 * DAY_MS);
    const sent = smtp.received.slice(before);
    expect(sent.map((mail) => mail.envelopeTo)).toEqual([[customer.email]]);
    expect(notifier.pending()).toEqual([]);

    const token = linkIn(sent[0]!).searchParams.get('token')!;
    await call(shopper(), 'customerResetPassword', [{ tokenValue: token, newPassword: 'Nove2026heslo', storeKey: 'ex-sk' }]).expect(200, {});
    await call(shopper(), 'signIn', [{ email: customer.email, password: PASSWORD }]).expect(400);
  });
});

describe('the reset through the tracking service (TRACKING_URL only; real app, fake tracking service)', () => {
  const tracking = new FakeTracking();
  let app: INestApplication;
  let notifier: QueuedPasswordResetNotifier;
  beforeAll(async () => {
    const trackingUrl = await tracking.start();
    ({ app, notifier } = await createResetMailTestApp({
      channel: { kind: 'tracking', trackingUrl }, outboxFile: ':memory:', timeoutMs: 10_000, productionDomains: {},
    }));
  });
  afterAll(async () => {
    await app?.close();
    await tracking.stop();
  });

  const { shopper, call, signedUp } = customerCalls(() => app);

  it('posts reset-password { email, locale } and nothing else (no token leaves the shop)', async () => {
    const { customer } = await signedUp({}, 'at.localhost');
    await call(shopper(), 'requestPasswordReset', [{ email: customer.email }], 'at.localhost').expect(200, {});
    await notifier.deliverDue();
    expect(tracking.accepted).toEqual([
      { method: 'POST', path: '/cia/reset-password', contentType: 'application/json', body: { email: customer.email, locale: 'de-AT' } },
    ]);
    expect(notifier.pending()).toEqual([]);
  });
});

describe('a reset queued while the mail server is down survives a restart of the shop (outbox file)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'reset-outbox-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is sent by the next process once the server is back, exactly once', async () => {
    const smtp = new FakeSmtp(await freePort());
    const config = {
      channel: { kind: 'smtp', smtpUrl: smtp.url, from: FROM } as const,
      outboxFile: join(folder, 'outbox.sqlite'), timeoutMs: 10_000, productionDomains: {},
    };
    const first = await createResetMailTestApp(config);
    let email: string;
    try {
      const { shopper, call, signedUp } = customerCalls(() => first.app);
      ({ customer: { email } } = await signedUp());
      await call(shopper(), 'requestPasswordReset', [{ email }]).expect(200, {});
      await first.notifier.deliverDue(); // refused: nothing listens on the port
      expect(first.notifier.pending()).toEqual([expect.objectContaining({ email, attempts: 1 })]);
    } finally {
      await first.app.close();
    }

    await smtp.start();
    const second = await createResetMailTestApp(config);
    try {
      await second.notifier.deliverDue(Date.now() + DAY_MS); // after the start-up run
      await second.notifier.deliverDue(Date.now() + 2 * DAY_MS);
      expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([[email]]);
      expect(smtp.received[0]!.mail.subject).toBe('Obnovenie hesla');
      expect(second.notifier.pending()).toEqual([]);
    } finally {
      await second.app.close();
      await smtp.stop();
    }
  });
});
