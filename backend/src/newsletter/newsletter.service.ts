import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CallRefusal } from '../api/call-refusal.js';
import type { OutboxDelivery } from '../outbox/outbox-delivery.js';
import { NEWSLETTER_CONFIG, type NewsletterConfig } from './newsletter-config.js';
import { trackingOutbox } from '../tracking/tracking-outbox.js';

export { retryDelayMs } from '../outbox/outbox-delivery.js';

export const NOT_CONFIGURED_MESSAGE = 'Newsletter sign-up is not configured on this shop (TRACKING_URL is not set)';

/**
 * Newsletter sign-up (spec 1 §1 footer, spec 2 §7 tracking `newsletter-doi`): a sign-up is written
 * to the outbox first and only then sent, in the background (outbox/outbox-delivery.ts), so the
 * shopper's answer never waits for the tracking service and a failed or slow delivery is retried
 * until it is taken. Without TRACKING_URL nothing is stored and the call says it is not offered.
 */
@Injectable()
export class NewsletterService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Newsletter');
  private readonly delivery?: OutboxDelivery;

  constructor(@Inject(NEWSLETTER_CONFIG) private readonly config: NewsletterConfig) {
    this.delivery = trackingOutbox(config, 'newsletter_outbox', 'Newsletter sign-up', 'newsletter-doi', (entry) => ({ email: entry.email, locale: entry.locale }));
  }

  get configured(): boolean {
    return this.delivery !== undefined;
  }

  /** The delivery, or 503 without TRACKING_URL: checked before anything is counted or stored. */
  requireConfigured(): OutboxDelivery {
    if (!this.delivery) throw new CallRefusal(503, 'newsletterNotConfigured', NOT_CONFIGURED_MESSAGE);
    return this.delivery;
  }

  /** Stores the sign-up and starts its delivery; `pending` once stored (the double-opt-in mail confirms it). */
  subscribe(email: string, locale: string): { status: 'pending' } {
    this.requireConfigured().enqueue(email, locale);
    return { status: 'pending' };
  }

  /** Sends what is due at `now` (default: the clock); tests pass a later `now` to drive a retry. */
  deliverDue(now: number = Date.now()): Promise<void> {
    return this.delivery?.deliverDue(now) ?? Promise.resolve();
  }

  /** Sign-ups still waiting for delivery, with their attempts and last error. */
  pending(): ReturnType<OutboxDelivery['pending']> {
    return this.delivery?.pending() ?? [];
  }

  onApplicationBootstrap(): void {
    if (!this.delivery) return;
    this.logger.log(`Newsletter sign-ups go to ${this.config.trackingUrl}/cia/newsletter-doi through ${this.config.outboxFile}`);
    this.delivery.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.delivery?.stop();
  }
}
