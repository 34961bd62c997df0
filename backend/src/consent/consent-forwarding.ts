import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { OutboxDelivery } from '../outbox/outbox-delivery.js';
import type { OutboxEntry } from '../outbox/outbox.js';
import { trackingOutbox } from '../tracking/tracking-outbox.js';
import { CONSENT_FORWARDING_CONFIG, type ConsentForwardingConfig } from './consent-forwarding-config.js';

/** What an entry keeps besides the e-mail and locale. */
interface ConsentData {
  readonly userId: string;
  readonly consents: Record<string, boolean>;
}

/**
 * A customer's consent change for the tracking service's `customer-consent` call (spec 2 §7: POST
 * `{TRACKING_URL}/cia/customer-consent` with locale, e-mail, user_id and `consents`), written to the
 * outbox (outbox.sqlite, table customer_consent_outbox) before the call answers and delivered in
 * the background with retries, as the newsletter sign-up is. Without TRACKING_URL nothing is
 * forwarded: the choice is kept on the customer only. Changes are delivered in the order made.
 */
@Injectable()
export class ConsentForwarding implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('CustomerConsent');
  private readonly delivery?: OutboxDelivery;

  constructor(@Inject(CONSENT_FORWARDING_CONFIG) private readonly config: ConsentForwardingConfig) {
    this.delivery = trackingOutbox(config, 'customer_consent_outbox', 'Customer consent', 'customer-consent', consentBody);
  }

  /** Durable when this returns (a no-op without TRACKING_URL). */
  forward(email: string, locale: string, userId: string, consents: Record<string, boolean>): void {
    const data: ConsentData = { userId, consents };
    this.delivery?.enqueue(email, locale, JSON.stringify(data));
  }

  /** Sends what is due at `now` (default: the clock); tests pass a later `now` to drive a retry. */
  deliverDue(now: number = Date.now()): Promise<void> {
    return this.delivery?.deliverDue(now) ?? Promise.resolve();
  }

  /** Changes still waiting for delivery. */
  pending(): ReturnType<OutboxDelivery['pending']> {
    return this.delivery?.pending() ?? [];
  }

  onApplicationBootstrap(): void {
    if (!this.delivery) return;
    this.logger.log(`Customer consents go to ${this.config.trackingUrl}/cia/customer-consent through ${this.config.outboxFile}`);
    this.delivery.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.delivery?.stop();
  }
}

/** The call's body: `{ locale, email, user_id, consents }` (no email_token: that belongs to the e-mail links' flows). */
function consentBody(entry: OutboxEntry): object {
  const data = JSON.parse(entry.data ?? '{}') as ConsentData;
  return { locale: entry.locale, email: entry.email, user_id: data.userId, consents: data.consents };
}
