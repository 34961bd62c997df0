import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { SUPPORT_REFERENCE_ALPHABET, SUPPORT_REFERENCE_LENGTH, type SupportRequestForm } from '@shop/domain';
import { OutboxDelivery } from '../outbox/outbox-delivery.js';
import { Outbox } from '../outbox/outbox.js';
import { SUPPORT_CONFIG, type SupportConfig } from './support-config.js';
import { postWebToCase, type StoredSupportRequest } from './web-to-case.js';

const TABLE = 'support_request_outbox';
/** The operators' list shows the oldest this many. */
export const LISTED_REQUESTS = 500;

/** What operators see of a request not yet handed on (with no CRM: every request). */
export interface ListedSupportRequest extends StoredSupportRequest {
  readonly attempts: number;
  readonly lastError: string | null;
}

const newReference = (): string => `SR-${Array.from({ length: SUPPORT_REFERENCE_LENGTH }, () => SUPPORT_REFERENCE_ALPHABET[randomInt(SUPPORT_REFERENCE_ALPHABET.length)]).join('')}`;

/**
 * The one owner of support requests: each is written to the outbox (SQLite, outbox/outbox.ts)
 * before the shopper is answered, then handed to the CRM's web-to-case form in the background,
 * retried with backoff until the CRM takes it, across restarts (outbox/outbox-delivery.ts: a
 * claimed entry is sent by one run only, and marked delivered as soon as the CRM took it). With
 * no CRM configured, requests are kept, undelivered, and listed for operators.
 */
@Injectable()
export class SupportRequests implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Support requests');
  private readonly delivery?: OutboxDelivery;
  private readonly kept?: Outbox;

  constructor(@Inject(SUPPORT_CONFIG) private readonly config: SupportConfig) {
    const crm = config.crm;
    if (crm) {
      this.delivery = new OutboxDelivery({
        file: config.outboxFile, table: TABLE, label: 'Support request',
        timeoutMs: () => config.timeoutMs,
        send: (entry) => postWebToCase(crm, JSON.parse(entry.data ?? 'null') as StoredSupportRequest, config.timeoutMs),
      });
    } else {
      this.kept = new Outbox(config.outboxFile, TABLE);
    }
  }

  /** Stores the request (durable when this returns) and starts its hand-off; answers its reference. */
  submit(form: SupportRequestForm, market: { readonly country: string; readonly locale: string }): string {
    const request: StoredSupportRequest = { reference: newReference(), form, country: market.country, locale: market.locale, receivedAt: new Date().toISOString() };
    const data = JSON.stringify(request);
    if (this.delivery) this.delivery.enqueue(form.customerEmail, market.locale, data);
    else this.kept!.add(form.customerEmail, market.locale, Date.now(), data);
    return request.reference;
  }

  /** Requests the CRM has not taken yet (all of them without a CRM), oldest first. */
  undelivered(): ListedSupportRequest[] {
    const rows = this.delivery?.undelivered(LISTED_REQUESTS) ?? this.kept!.undelivered(LISTED_REQUESTS);
    return rows.map((row) => ({ ...(JSON.parse(row.data ?? 'null') as StoredSupportRequest), attempts: row.attempts, lastError: row.lastError }));
  }

  /** Hands on what is due at `now` (default: the clock); tests pass a later `now` to drive a retry. */
  deliverDue(now: number = Date.now()): Promise<void> {
    return this.delivery?.deliverDue(now) ?? Promise.resolve();
  }

  get handsOn(): boolean {
    return this.delivery !== undefined;
  }

  onApplicationBootstrap(): void {
    if (!this.delivery) {
      this.logger.log(`No CRM (CRM_URL): support requests are kept in ${this.config.outboxFile} and listed at GET /api/support/requests`);
      return;
    }
    this.logger.log(`Support requests go to ${this.config.crm!.url} through ${this.config.outboxFile}`);
    this.delivery.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.delivery?.stop();
    this.kept?.close();
  }
}
