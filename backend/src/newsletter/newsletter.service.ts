import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CallRefusal } from '../api/call-refusal.js';
import { NEWSLETTER_CONFIG, type NewsletterConfig } from './newsletter-config.js';
import { NewsletterOutbox } from './newsletter-outbox.js';
import { postNewsletterDoi } from './tracking-client.js';

/** How often undelivered sign-ups are looked at; each entry's own backoff decides whether it is sent. */
export const RETRY_TICK_MS = 30_000;
const FIRST_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;
/** Entries sent per run, so a long outage's backlog drains in steps instead of one burst. */
const BATCH = 50;

/** After the n-th failed attempt: 30 s, 1 min, 2 min, … at most an hour (never given up: a sign-up is not dropped). */
export const retryDelayMs = (attempts: number): number => Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

export const NOT_CONFIGURED_MESSAGE = 'Newsletter sign-up is not configured on this shop (TRACKING_URL is not set)';

/**
 * Newsletter sign-up (spec 1 §1 footer, spec 2 §7 tracking `newsletter-doi`): a sign-up is written
 * to the outbox first and only then sent, in the background, so the shopper's answer never waits
 * for the tracking service and a failed or slow delivery is retried (on a timer and at start-up)
 * until it is taken. Without TRACKING_URL nothing is stored and the call says it is not offered.
 */
@Injectable()
export class NewsletterService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Newsletter');
  private readonly outbox?: NewsletterOutbox;
  /** Delivery runs one after another: a run started while one is under way waits for it. */
  private runs: Promise<void> = Promise.resolve();
  private timer?: NodeJS.Timeout;
  private stopped = false;

  constructor(@Inject(NEWSLETTER_CONFIG) private readonly config: NewsletterConfig) {
    if (config.trackingUrl) this.outbox = new NewsletterOutbox(config.outboxFile);
  }

  get configured(): boolean {
    return this.outbox !== undefined;
  }

  /** The outbox, or 503 without TRACKING_URL: checked before anything is counted or stored. */
  requireConfigured(): NonNullable<typeof this.outbox> {
    if (!this.outbox) throw new CallRefusal(503, 'newsletterNotConfigured', NOT_CONFIGURED_MESSAGE);
    return this.outbox;
  }

  /** Stores the sign-up and starts its delivery; `pending` once stored (the double-opt-in mail confirms it). */
  subscribe(email: string, locale: string): { status: 'pending' } {
    this.requireConfigured().add(email, locale, Date.now());
    void this.deliverDue();
    return { status: 'pending' };
  }

  /**
   * Sends what is due at `now` (default: the clock); resolves when this run is done. Tests call it
   * with a later `now` to drive a retry without waiting for the backoff.
   */
  deliverDue(now: number = Date.now()): Promise<void> {
    const run = this.runs.then(() => this.deliverBatch(now));
    this.runs = run.catch((error: unknown) => this.logger.error(`Newsletter delivery run failed: ${String(error)}`));
    return this.runs;
  }

  /** Sign-ups still waiting for delivery, with their attempts and last error. */
  pending(): ReturnType<NewsletterOutbox['pending']> {
    return this.outbox?.pending() ?? [];
  }

  onApplicationBootstrap(): void {
    if (!this.outbox) return;
    this.logger.log(`Newsletter sign-ups go to ${this.config.trackingUrl}/cia/newsletter-doi through ${this.config.outboxFile}`);
    // Start-up delivers what an earlier process left behind, then the timer keeps retrying.
    void this.deliverDue().then(() => this.schedule());
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.runs;
    this.outbox?.close();
  }

  private schedule(): void {
    if (this.stopped) return;
    // unref: a pending retry never keeps a stopping process alive.
    this.timer = setTimeout(() => void this.deliverDue().then(() => this.schedule()), RETRY_TICK_MS).unref();
  }

  private async deliverBatch(now: number): Promise<void> {
    const outbox = this.outbox;
    const url = this.config.trackingUrl;
    if (!outbox || !url || this.stopped) return;
    outbox.forgetDelivered(now);
    for (const entry of outbox.due(now, BATCH)) {
      // The claim outlives the request's timeout, so no other run or replica sends it meanwhile.
      if (!outbox.claim(entry.id, now, now + this.config.timeoutMs + FIRST_BACKOFF_MS)) continue;
      try {
        await postNewsletterDoi(url, entry, this.config.timeoutMs);
        outbox.markDelivered(entry.id, Date.now());
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const delay = retryDelayMs(entry.attempts + 1);
        outbox.markFailed(entry.id, reason, now + delay);
        this.logger.warn(`Newsletter sign-up ${entry.id} not delivered (attempt ${entry.attempts + 1}: ${reason}); retried in ${Math.round(delay / 1000)} s`);
      }
    }
  }
}
