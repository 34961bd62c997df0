export interface TtlCacheOptions {
  /** How long an answer is used before it is asked for again. */
  readonly ttlMs: number;
  /** Past this many keys the oldest goes first. */
  readonly maxEntries?: number;
  readonly now?: () => number;
}

export interface TtlCache<T> {
  /** The answer kept for `key` while it is fresh, else `load()`'s (shared by every caller waiting on it). */
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

/**
 * A small in-process cache for backend answers that are the same for every shopper of a market
 * (store switches, shipping methods, volume discounts, a category): one backend call per key and
 * TTL instead of one per page view. Callers that ask at once while nothing is kept share one call;
 * a failure is never kept, so the next page asks again (and the caller's own fallback applies).
 * What it hands out is shared between requests: callers read it, never change it. Key by
 * everything the answer depends on (the market's store key, the locale, the call's arguments).
 */
export function createTtlCache<T>({ ttlMs, maxEntries = 500, now = Date.now }: TtlCacheOptions): TtlCache<T> {
  const entries = new Map<string, { readonly value: Promise<T>; readonly until: number }>();
  return {
    get(key, load) {
      const time = now();
      const entry = entries.get(key);
      if (entry && entry.until > time) return entry.value;
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = load();
      entries.set(key, { value, until: time + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
