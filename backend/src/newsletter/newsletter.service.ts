import { Inject, Injectable } from '@nestjs/common';
import { CallRefusal } from '../api/call-refusal.js';
import type { OutboxDelivery } from '../outbox/outbox-delivery.js';
import { NEWSLETTER_CONFIG, type NewsletterConfig } from './newsletter-config.js';
import { TrackingOutbox } from '../tracking/tracking-outbox.js';

export { retryDelayMs } from '../outbox/outbox-delivery.js';

export const NOT_CONFIGURED_MESSAGE = 'Newsletter sign-up is not configured on this shop (TRACKING_URL is not set)';

/**
 * Newsletter sign-up (spec 1 §1 footer, spec 2 §7 tracking `newsletter-doi`): a sign-up is written
 * to the outbox first and only then sent, in the background (outbox/outbox-delivery.ts), so the
 * shopper's answer never waits for the tracking service and a failed or slow delivery is retried
 * until it is taken. Without TRACKING_URL nothing is stored and the call says it is not offered.
 */
@Injectable()
export class NewsletterService extends TrackingOutbox {
  constructor(@Inject(NEWSLETTER_CONFIG) config: NewsletterConfig) {
    super(config, {
      table: 'newsletter_outbox', label: 'Newsletter sign-up', call: 'newsletter-doi',
      body: (entry) => ({ email: entry.email, locale: entry.locale }),
    });
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
}
