import { setTimeout as wait } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import type { CataloguePort } from '../commerce/port/catalogue-port.js';

/** What one event of the feed names: the products and stock written, or everything. */
export interface CatalogueChange {
  readonly productIds: readonly string[];
  readonly skus: readonly string[];
  /** Categories or product discounts changed, or the catalogue lost track: everything derived from it is stale. */
  readonly everything: boolean;
}

/** One follower of the feed (an open SSE answer). */
export interface FeedListener {
  change(change: CatalogueChange): void;
  /** The feed still follows the catalogue (sent every heartbeat, so a silent link can be told from a dead one). */
  alive(): void;
  /** The feed stopped following (the catalogue failed, or the application closes): the listener must start over. */
  lost(): void;
}

export interface FeedTiming {
  /** The least time between two questions to the catalogue (the embedded engine's answer is a local query). */
  readonly pollMs: number;
  readonly heartbeatMs: number;
}

/**
 * One follower of CataloguePort.productChanges per backend process, from start-up to shutdown,
 * fanned out to every listener (the storefronts' page caches). It asks at most every `pollMs`, or
 * as often as the catalogue allows (commercetools: every few seconds).
 *
 * `mark` names the catalogue state it has seen, the same on every replica of the same catalogue:
 * answers cached by it (getProduct's, which carry stock) are never served after a change has been
 * reported, because the mark moves before the listeners hear of the change. If the catalogue
 * cannot answer, every listener is told it lost the feed: one that misses changes must not
 * believe it is current.
 */
export class CatalogueChangeFeed {
  private readonly logger = new Logger('CatalogueFeed');
  private readonly listeners = new Set<FeedListener>();
  private readonly stopping = new AbortController();
  private seen: string | undefined;
  private following: Promise<void> | undefined;
  private markKnown!: () => void;
  private readonly firstMark = new Promise<void>((resolve) => {
    this.markKnown = resolve;
  });

  constructor(private readonly catalogue: CataloguePort, private readonly timing: FeedTiming) {}

  /** The catalogue state last seen; undefined until the catalogue first answered. */
  get mark(): string | undefined {
    return this.seen;
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  /** Starts following (once). */
  start(): void {
    this.following ??= this.loop();
  }

  /**
   * Adds a listener and resolves, with its removal, once every later change will reach it
   * (the feed holds a mark); rejects when the feed is closed.
   */
  async listen(listener: FeedListener): Promise<() => void> {
    this.start();
    await Promise.race([this.firstMark, this.closed()]);
    if (this.stopping.signal.aborted) throw new Error('the catalogue feed is closed');
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Ends every listener and the loop. */
  async close(): Promise<void> {
    this.stopping.abort();
    this.loseAll();
    await this.following;
  }

  private closed(): Promise<void> {
    return new Promise((resolve) => {
      if (this.stopping.signal.aborted) resolve();
      else this.stopping.signal.addEventListener('abort', () => resolve(), { once: true });
    });
  }

  private async loop(): Promise<void> {
    let lastSign = Date.now();
    while (!this.stopping.signal.aborted) {
      let askAgainAfterMs = 0;
      try {
        const changes = await this.catalogue.productChanges(this.seen);
        askAgainAfterMs = changes.askAgainAfterMs;
        const first = this.seen === undefined;
        // The mark first: whoever acts on the event must find caches keyed by the new state.
        this.seen = changes.mark;
        if (first) this.markKnown();
        else if (changes.everything || changes.productIds.length > 0 || changes.stockSkus.length > 0) {
          this.emit((listener) => listener.change({ productIds: changes.productIds, skus: changes.stockSkus, everything: changes.everything }));
          lastSign = Date.now();
        }
        if (Date.now() - lastSign >= this.timing.heartbeatMs) {
          this.emit((listener) => listener.alive());
          lastSign = Date.now();
        }
      } catch (error) {
        if (this.stopping.signal.aborted) break;
        this.logger.warn(`Catalogue changes not followed: ${error instanceof Error ? error.message : String(error)}`);
        this.loseAll();
      }
      await wait(Math.max(this.timing.pollMs, askAgainAfterMs), undefined, { signal: this.stopping.signal, ref: false }).catch(() => undefined);
    }
  }

  private emit(send: (listener: FeedListener) => void): void {
    for (const listener of this.listeners) send(listener);
  }

  private loseAll(): void {
    const lost = [...this.listeners];
    this.listeners.clear();
    for (const listener of lost) listener.lost();
  }
}
