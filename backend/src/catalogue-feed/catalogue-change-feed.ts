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
 * One follower of CataloguePort.productChanges per backend process, fanned out to every listener
 * (the storefronts' page caches). It asks while someone listens, at most every `pollMs` or as
 * often as the catalogue allows (commercetools: every few seconds), and reports only what changed
 * after the mark it held when the listener joined. If the catalogue cannot answer, every listener
 * is told it lost the feed: a listener that misses changes must not believe it is current.
 */
export class CatalogueChangeFeed {
  private readonly logger = new Logger('CatalogueFeed');
  private readonly listeners = new Set<FeedListener>();
  /** Resolves once the loop holds a mark: changes after it reach every listener added before. */
  private following: Promise<void> | undefined;
  private readonly stopping = new AbortController();

  constructor(private readonly catalogue: CataloguePort, private readonly timing: FeedTiming) {}

  /**
   * Adds a listener and resolves, with its removal, once every later change will reach it.
   * Rejects (the listener not added) when the catalogue cannot say where it stands.
   */
  async listen(listener: FeedListener): Promise<() => void> {
    if (this.stopping.signal.aborted) throw new Error('the catalogue feed is closed');
    this.following ??= this.follow();
    const following = this.following;
    this.listeners.add(listener);
    try {
      await following;
    } catch (error) {
      this.listeners.delete(listener);
      throw error;
    }
    return () => this.listeners.delete(listener);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  /** Ends every listener and the loop. */
  close(): void {
    this.stopping.abort();
    this.loseAll();
  }

  /** Resolves when the first mark is read, then keeps asking in the background until nobody listens. */
  private follow(): Promise<void> {
    return new Promise<void>((ready, failed) => {
      void this.loop(ready, failed);
    });
  }

  private async loop(ready: () => void, failed: (error: unknown) => void): Promise<void> {
    let mark: string | undefined;
    let lastSign = Date.now();
    try {
      for (;;) {
        const changes = await this.catalogue.productChanges(mark);
        if (mark === undefined) ready();
        else if (changes.everything || changes.productIds.length > 0 || changes.stockSkus.length > 0) {
          this.emit((listener) => listener.change({ productIds: changes.productIds, skus: changes.stockSkus, everything: changes.everything }));
          lastSign = Date.now();
        }
        mark = changes.mark;
        if (Date.now() - lastSign >= this.timing.heartbeatMs) {
          this.emit((listener) => listener.alive());
          lastSign = Date.now();
        }
        if (this.listeners.size === 0 || this.stopping.signal.aborted) break;
        await wait(Math.max(this.timing.pollMs, changes.askAgainAfterMs), undefined, { signal: this.stopping.signal, ref: false });
      }
    } catch (error) {
      if (!this.stopping.signal.aborted) {
        this.logger.warn(`Catalogue changes not followed: ${error instanceof Error ? error.message : String(error)}`);
      }
      failed(error);
      this.loseAll();
    }
    // Synchronous from the last check on: no listener joins between it and here, the next one starts a loop.
    this.following = undefined;
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
