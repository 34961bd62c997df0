import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NewsletterConfig } from '../newsletter/newsletter-config.js';
import { OutboxDelivery } from '../outbox/outbox-delivery.js';
import type { OutboxEntry, OutboxTable } from '../outbox/outbox.js';
import { postTrackingCall, type TrackingCall } from './tracking-client.js';

export interface TrackingOutboxOptions {
  readonly table: OutboxTable;
  /** Names the messages in the log ('Newsletter sign-up', 'Customer consent'). */
  readonly label: string;
  readonly call: TrackingCall;
  /** The call's JSON body, made from a stored entry. */
  readonly body: (entry: OutboxEntry) => object;
}

/**
 * Messages for one of the tracking service's calls (`POST {TRACKING_URL}/cia/{call}`), written to
 * the outbox before the caller answers and delivered in the background with retries
 * (outbox/outbox-delivery.ts), from start-up until the module stops. Without TRACKING_URL there is
 * no delivery and nothing is stored.
 */
export abstract class TrackingOutbox implements OnApplicationBootstrap, OnModuleDestroy {
  protected readonly delivery?: OutboxDelivery;
  private readonly logger: Logger;

  protected constructor(private readonly settings: NewsletterConfig, private readonly options: TrackingOutboxOptions) {
    this.logger = new Logger(options.label);
    const url = settings.trackingUrl;
    if (url) {
      this.delivery = new OutboxDelivery({
        file: settings.outboxFile, table: options.table, label: options.label,
        timeoutMs: () => settings.timeoutMs,
        send: (entry) => postTrackingCall(url, options.call, options.body(entry), settings.timeoutMs),
      });
    }
  }

  /** Sends what is due at `now` (default: the clock); tests pass a later `now` to drive a retry. */
  deliverDue(now: number = Date.now()): Promise<void> {
    return this.delivery?.deliverDue(now) ?? Promise.resolve();
  }

  /** Messages still waiting for delivery, with their attempts and last error. */
  pending(): ReturnType<OutboxDelivery['pending']> {
    return this.delivery?.pending() ?? [];
  }

  onApplicationBootstrap(): void {
    if (!this.delivery) return;
    this.logger.log(`${this.options.label} messages go to ${this.settings.trackingUrl}/cia/${this.options.call} through ${this.settings.outboxFile}`);
    this.delivery.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.delivery?.stop();
  }
}
