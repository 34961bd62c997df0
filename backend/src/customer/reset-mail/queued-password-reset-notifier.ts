import { randomUUID } from 'node:crypto';
import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { COUNTRY_SITES, productionDomainOf } from '@shop/markets';
import { createTransport, type Transporter } from 'nodemailer';
import { OutboxDelivery } from '../../outbox/outbox-delivery.js';
import type { OutboxEntry } from '../../outbox/outbox.js';
import { postTrackingEmailCall } from '../../tracking/tracking-client.js';
import type { PasswordResetNotice, PasswordResetNotifier } from '../password-reset-notifier.js';
import type { PasswordResetDeliveryConfig, ResetChannel } from './reset-delivery-config.js';
import { resetMail } from './reset-mail.js';

/** What an SMTP entry keeps besides the address and locale: the link (it holds the token) and a Message-ID fixed at queueing. */
interface MailData {
  readonly link: string;
  readonly messageId: string;
}

type DeliveringChannel = Exclude<ResetChannel, { kind: 'log' }>;

/**
 * The reset link, queued in the outbox (outbox.sqlite, table password_reset_outbox) before the
 * call answers and then delivered in the background with retries and backoff: by e-mail over SMTP,
 * or to the tracking service's `reset-password` journey ({ email, locale }, spec 2 §7).
 *
 * The link's origin is the market's configured one (`https://` + MARKET_DOMAINS' entry or the
 * built-in domain), never the request's Host: a forged Host must not put a live token into a
 * link to someone else's site.
 *
 * Once: an e-mail is marked delivered as soon as the mail server accepted it (outbox-delivery.ts),
 * and every attempt of one entry carries the same Message-ID, so in the one case that sends twice
 * (a crash between the server's acceptance and the mark) receiving servers can tell the copies apart.
 */
export class QueuedPasswordResetNotifier implements PasswordResetNotifier, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PasswordReset');
  private readonly delivery: OutboxDelivery;
  private readonly mailer?: Transporter;

  constructor(private readonly config: PasswordResetDeliveryConfig & { readonly channel: DeliveringChannel }) {
    const { channel } = config;
    if (channel.kind === 'smtp') {
      this.mailer = createTransport({
        url: channel.smtpUrl,
        connectionTimeout: config.timeoutMs, greetingTimeout: config.timeoutMs, socketTimeout: config.timeoutMs,
      });
    }
    this.delivery = new OutboxDelivery({
      file: config.outboxFile, table: 'password_reset_outbox', label: 'Password reset',
      timeoutMs: () => config.timeoutMs,
      send: (entry) => this.send(entry),
    });
  }

  /** Durable when this resolves; the sending happens after, without the caller waiting. */
  notify(notice: PasswordResetNotice): Promise<void> {
    if (this.config.channel.kind === 'smtp') {
      // The sender's own domain names the message, as RFC 5322 asks of a Message-ID.
      const domain = /@([^>\s]+)>?$/.exec(this.config.channel.from)?.[1] ?? 'localhost';
      const data: MailData = { link: this.linkOf(notice), messageId: `<password-reset-${randomUUID()}@${domain}>` };
      this.delivery.enqueue(notice.email, notice.locale, JSON.stringify(data));
    } else {
      // The tracking service's journey takes the e-mail and locale only: no token is stored.
      this.delivery.enqueue(notice.email, notice.locale);
    }
    return Promise.resolve();
  }

  /** Sends what is due at `now` (default: the clock); tests pass a later `now` to drive a retry. */
  deliverDue(now: number = Date.now()): Promise<void> {
    return this.delivery.deliverDue(now);
  }

  /** Resets still waiting for delivery (their token left out). */
  pending(): ReturnType<OutboxDelivery['pending']> {
    return this.delivery.pending();
  }

  onApplicationBootstrap(): void {
    const { channel } = this.config;
    const target = channel.kind === 'smtp' ? 'e-mail (SMTP_URL)' : `${channel.trackingUrl}/cia/reset-password`;
    this.logger.log(`Password reset links go out by ${target} through ${this.config.outboxFile}`);
    this.delivery.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.delivery.stop();
    this.mailer?.close();
  }

  private linkOf(notice: PasswordResetNotice): string {
    const origin = `https://${productionDomainOf(COUNTRY_SITES[notice.country], this.config.productionDomains)}`;
    return new URL(notice.resetPath, origin).href;
  }

  private async send(entry: OutboxEntry): Promise<void> {
    const { channel } = this.config;
    if (channel.kind === 'tracking') {
      await postTrackingEmailCall(channel.trackingUrl, 'reset-password', entry, this.config.timeoutMs);
      return;
    }
    const data = JSON.parse(entry.data ?? '{}') as MailData;
    const mail = resetMail(entry.locale, data.link);
    await this.mailer!.sendMail({
      from: channel.from, to: entry.email, subject: mail.subject, text: mail.text, html: mail.html,
      messageId: data.messageId, headers: { 'Content-Language': entry.locale },
    });
  }
}
