import { Logger } from '@nestjs/common';
import { Outbox, type OutboxEntry, type OutboxTable } from './outbox.js';

/** How often undelivered entries are looked at; each entry's own backoff decides whether it is sent. */
export const RETRY_TICK_MS = 30_000;
const FIRST_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;
/** Entries sent per run, so a long outage's backlog drains in steps instead of one burst. */
const BATCH = 50;

/** After the n-th failed attempt: 30 s, 1 min, 2 min, … at most an hour (never given up: a message is not dropped). */
export const retryDelayMs = (attempts: number): number => Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

export interface OutboxDeliveryOptions {
  readonly file: string;
  readonly table: OutboxTable;
  /** Names the messages in the log ('Newsletter sign-up', 'Password reset'). */
  readonly label: string;
  /** Read at each run: how long one send may take; the claim outlives it. */
  readonly timeoutMs: () => number;
  /** Sends one entry; throws when it was not taken (the entry is retried later). */
  readonly send: (entry: OutboxEntry) => Promise<void>;
}

/**
 * An outbox and its delivery: a message is written first and only then sent, in the background,
 * so the caller's answer never waits for the receiver, and a failed or slow delivery is retried
 * (on a timer, at start-up, and whenever a new message arrives) with a backoff per entry, until taken.
 *
 * What "once" means: an entry is claimed before it is sent and marked delivered as soon as the
 * receiver took it, so two runs or replicas never send it together and a delivered entry is never
 * sent again. Only a crash between the receiver's acceptance and the mark (a few milliseconds)
 * sends it a second time when the claim runs out: at least once, duplicates only then.
 */
export class OutboxDelivery {
  private readonly logger: Logger;
  private readonly outbox: Outbox;
  /** Runs one after another: a run started while one is under way waits for it. */
  private runs: Promise<void> = Promise.resolve();
  private timer?: NodeJS.Timeout;
  private stopped = false;

  constructor(private readonly options: OutboxDeliveryOptions) {
    this.logger = new Logger(options.label);
    this.outbox = new Outbox(options.file, options.table);
  }

  /** Stores a message (durable when this returns) and starts a delivery run without waiting for it. */
  enqueue(email: string, locale: string, data?: string): void {
    this.outbox.add(email, locale, Date.now(), data);
    void this.deliverDue();
  }

  /**
   * Sends what is due at `now` (default: the clock); resolves when this run is done. Tests call it
   * with a later `now` to drive a retry without waiting for the backoff.
   */
  deliverDue(now: number = Date.now()): Promise<void> {
    const run = this.runs.then(() => this.deliverBatch(now));
    this.runs = run.catch((error: unknown) => this.logger.error(`${this.options.label} delivery run failed: ${String(error)}`));
    return this.runs;
  }

  /** Entries still waiting for delivery, with their attempts and last error. */
  pending(): ReturnType<Outbox['pending']> {
    return this.outbox.pending();
  }

  /** Undelivered entries with their data, oldest first (Outbox.undelivered). */
  undelivered(limit: number): ReturnType<Outbox['undelivered']> {
    return this.outbox.undelivered(limit);
  }

  /** Delivers what an earlier process left behind, then keeps retrying on the timer. */
  start(): void {
    void this.deliverDue().then(() => this.schedule());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.runs;
    this.outbox.close();
  }

  private schedule(): void {
    if (this.stopped) return;
    // unref: a pending retry never keeps a stopping process alive.
    this.timer = setTimeout(() => void this.deliverDue().then(() => this.schedule()), RETRY_TICK_MS).unref();
  }

  private async deliverBatch(now: number): Promise<void> {
    if (this.stopped) return;
    const outbox = this.outbox;
    outbox.forgetDelivered(now);
    const timeoutMs = this.options.timeoutMs();
    for (const entry of outbox.due(now, BATCH)) {
      // The claim outlives the send's timeout, so no other run or replica sends it meanwhile.
      if (!outbox.claim(entry.id, now, now + timeoutMs + FIRST_BACKOFF_MS)) continue;
      try {
        await this.options.send(entry);
        outbox.markDelivered(entry.id, Date.now());
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const delay = retryDelayMs(entry.attempts + 1);
        outbox.markFailed(entry.id, reason, now + delay);
        this.logger.warn(`${this.options.label} ${entry.id} not delivered (attempt ${entry.attempts + 1}: ${reason}); retried in ${Math.round(delay / 1000)} s`);
      }
    }
  }
}
