import { LRUCache } from 'lru-cache';
import type { CompressedPage } from './compressed-page.js';

export interface PageStoreLimits {
  readonly maxEntries: number;
  readonly maxBytes: number;
  /** How long a page is kept at most, whatever the feed says: bounds what the feed does not cover (store switches, reviews, a degraded answer). */
  readonly ttlMs: number;
}

/**
 * The cached guest pages, bounded by count and bytes (least recently used out first), and whether
 * they may be used at all: only while the catalogue feed is followed. Every drop starts a new
 * generation: a page rendered before a drop may have read what the drop was for, so it is only
 * stored if no drop happened since its render began.
 */
export class PageStore {
  private readonly pages: LRUCache<string, CompressedPage>;
  private generationCount = 0;
  private isLive = false;

  constructor(limits: PageStoreLimits) {
    this.pages = new LRUCache<string, CompressedPage>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      sizeCalculation: (page) => Math.max(1, page.bytes),
      ttl: limits.ttlMs,
    });
  }

  /** True while the feed is followed: the cache serves and stores only then. */
  get live(): boolean {
    return this.isLive;
  }

  get generation(): number {
    return this.generationCount;
  }

  get size(): number {
    return this.pages.size;
  }

  get(key: string): CompressedPage | undefined {
    return this.isLive ? this.pages.get(key) : undefined;
  }

  /** Keeps a page rendered in `generation`, unless a drop came since (or the feed is lost); a page over the byte bound is not kept. */
  set(key: string, page: CompressedPage, generation: number): boolean {
    if (!this.isLive || generation !== this.generationCount) return false;
    this.pages.set(key, page);
    return this.pages.has(key);
  }

  dropAll(): void {
    this.generationCount += 1;
    this.pages.clear();
  }

  /** The feed is followed from now on: whatever was kept before may have missed a change. */
  goLive(): void {
    this.dropAll();
    this.isLive = true;
  }

  goDark(): void {
    this.isLive = false;
    this.dropAll();
  }
}
