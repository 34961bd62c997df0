import { Inject, Injectable } from '@nestjs/common';
import type { OutboxEntry } from '../outbox/outbox.js';
import { TrackingOutbox } from '../tracking/tracking-outbox.js';
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
export class ConsentForwarding extends TrackingOutbox {
  constructor(@Inject(CONSENT_FORWARDING_CONFIG) config: ConsentForwardingConfig) {
    super(config, { table: 'customer_consent_outbox', label: 'Customer consent', call: 'customer-consent', body: consentBody });
  }

  /** Durable when this returns (a no-op without TRACKING_URL). */
  forward(email: string, locale: string, userId: string, consents: Record<string, boolean>): void {
    const data: ConsentData = { userId, consents };
    this.delivery?.enqueue(email, locale, JSON.stringify(data));
  }
}

/** The call's body: `{ locale, email, user_id, consents }` (no email_token: that belongs to the e-mail links' flows). */
function consentBody(entry: OutboxEntry): object {
  const data = JSON.parse(entry.data ?? '{}') as ConsentData;
  return { locale: entry.locale, email: entry.email, user_id: data.userId, consents: data.consents };
}
