import { notificationBody } from './notification-item.js';
import { postJson } from './post-json.js';
import type { Delivery, NotificationRequestItem } from './types.js';

/** Adyen's webhook retries, kept short and bounded for tests: 10 ms, 20 ms, … up to 500 ms apart. */
const backoff = (attempt: number): number => Math.min(10 * 2 ** (attempt - 1), 500);

/**
 * Sends the notifications the fake produces by itself, each in its own batch, after the API
 * answer that caused it, and retries until the webhook answers exactly `[accepted]` (as Adyen
 * requires) or the attempts run out. Every attempt is recorded in `deliveries`.
 */
export class Notifier {
  readonly deliveries: Delivery[] = [];
  readonly #pending = new Set<Promise<void>>();
  /** Each pending wait's timer and the function that ends it early (on close). */
  readonly #waits = new Map<NodeJS.Timeout, () => void>();
  readonly #abort = new AbortController();

  constructor(
    private readonly webhookUrl: string | undefined,
    private readonly maxAttempts: number,
  ) {}

  get enabled(): boolean {
    return this.webhookUrl !== undefined;
  }

  notify(item: NotificationRequestItem): void {
    const url = this.webhookUrl;
    if (url === undefined || this.#abort.signal.aborted) return;
    const delivery = this.#deliver(url, item).finally(() => this.#pending.delete(delivery));
    this.#pending.add(delivery);
  }

  /** Resolves once every notification queued so far is delivered or given up (including ones queued meanwhile). */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }

  close(): void {
    this.#abort.abort();
    for (const [timer, resolve] of this.#waits) {
      clearTimeout(timer);
      resolve();
    }
    this.#waits.clear();
  }

  async #deliver(url: string, item: NotificationRequestItem): Promise<void> {
    // Never inside the API request that caused it: Adyen notifies asynchronously.
    await this.#wait(0);
    for (let attempt = 1; attempt <= this.maxAttempts && !this.#abort.signal.aborted; attempt += 1) {
      const answer = await postJson(url, notificationBody([item]), this.#abort.signal).catch(() => ({ status: 0, body: '' }));
      if (this.#abort.signal.aborted) return;
      this.deliveries.push({ item, attempt, ...answer });
      if (answer.status >= 200 && answer.status < 300 && answer.body === '[accepted]') return;
      await this.#wait(backoff(attempt));
    }
  }

  #wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.#abort.signal.aborted) return resolve();
      const timer = setTimeout(() => {
        this.#waits.delete(timer);
        resolve();
      }, ms);
      this.#waits.set(timer, resolve);
    });
  }
}
