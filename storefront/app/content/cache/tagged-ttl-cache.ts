/** What a load hands to the cache: the value and the tags it can later be dropped by. */
export interface CacheFill<V> {
  readonly value: V;
  readonly tags: readonly string[];
}

export interface TaggedTtlCacheOptions {
  /** Least recently used entries go first once there are more. */
  readonly maxEntries: number;
  readonly ttlMs: number;
  /** Injected for tests; Date.now otherwise. */
  readonly now?: () => number;
}

interface Entry<V> {
  readonly value: V;
  readonly expiresAt: number;
  readonly tags: readonly string[];
}

/**
 * A small in-process LRU with a time to live and tags. Map keeps insertion order, so re-inserting
 * on a hit makes the first key the least recently used one. Loads of one key that overlap share
 * one promise; a load that was running when the cache was cleared (or its tag dropped) does not
 * write its now stale answer back.
 */
export class TaggedTtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly inFlight = new Map<string, Promise<V | undefined>>();
  /** Bumped by every invalidation: a load compares it before writing. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: TaggedTtlCacheOptions) {
    if (!(options.maxEntries >= 1) || !(options.ttlMs > 0)) throw new RangeError('maxEntries must be >= 1 and ttlMs > 0');
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, tags: readonly string[] = []): void {
    this.remove(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs, tags });
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.keysByTag.set(tag, keys);
    }
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  /**
   * The cached value, or the load's (cached when it gives one; `undefined` = nothing to cache,
   * e.g. no such document, and is asked again next time).
   */
  wrap(key: string, load: () => Promise<CacheFill<V> | undefined>): Promise<V | undefined> {
    const cached = this.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const running = this.inFlight.get(key);
    if (running) return running;
    const generation = this.generation;
    const promise: Promise<V | undefined> = load()
      .then((fill) => {
        if (fill && generation === this.generation) this.set(key, fill.value, fill.tags);
        return fill?.value;
      })
      .finally(() => {
        if (this.inFlight.get(key) === promise) this.inFlight.delete(key);
      });
    this.inFlight.set(key, promise);
    return promise;
  }

  /** Drops everything; answers how many entries there were. */
  clear(): number {
    const dropped = this.entries.size;
    this.generation += 1;
    this.entries.clear();
    this.keysByTag.clear();
    this.inFlight.clear();
    return dropped;
  }

  /** Drops the entries carrying this tag; answers how many. */
  invalidateTag(tag: string): number {
    this.generation += 1;
    this.inFlight.clear();
    const keys = [...(this.keysByTag.get(tag) ?? [])];
    for (const key of keys) this.remove(key);
    return keys.length;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}
