import type { NewsletterConfig } from '../newsletter/newsletter-config.js';
import { OutboxDelivery } from '../outbox/outbox-delivery.js';
import type { OutboxEntry, OutboxTable } from '../outbox/outbox.js';
import { postTrackingCall, type TrackingCall } from './tracking-client.js';

/**
 * An outbox whose entries go to one of the tracking service's calls (`POST {TRACKING_URL}/cia/{call}`
 * with the body made from the entry), or undefined without TRACKING_URL: nothing is stored then.
 */
export function trackingOutbox(
  config: NewsletterConfig, table: OutboxTable, label: string, call: TrackingCall, body: (entry: OutboxEntry) => object,
): OutboxDelivery | undefined {
  const url = config.trackingUrl;
  if (!url) return undefined;
  return new OutboxDelivery({
    file: config.outboxFile, table, label,
    timeoutMs: () => config.timeoutMs,
    send: (entry) => postTrackingCall(url, call, body(entry), config.timeoutMs),
  });
}
