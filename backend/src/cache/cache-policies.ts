/**
 * Every cache the backend keeps, with its time to live and its share of the bound. In process the
 * store is one LRU sized by the sum of the shares; in Redis the TTL bounds each cache and the
 * server's maxmemory policy bounds the whole (README, ADR 6).
 */
export const CACHE_POLICIES = {
  /** Shipping methods without a cart: change with a deployment of rates, not per request. */
  shippingMethods: { ttlMs: 5 * 60_000, maxEntries: 8 },
  /** Stores by key, id or ids. */
  stores: { ttlMs: 5 * 60_000, maxEntries: 500 },
  /**
   * getProduct answers per query and market. Short: they carry stock, which orders change; the
   * cart checks stock live, so a product page may show availability up to this old.
   */
  products: { ttlMs: 30_000, maxEntries: 20_000 },
  /** Category answers per query and locale. */
  categories: { ttlMs: 5 * 60_000, maxEntries: 5_000 },
  /** CMS documents per slug-languageAndCountry. */
  content: { ttlMs: 5 * 60_000, maxEntries: 5_000 },
  /** Search results: the spec's 120 s. */
  search: { ttlMs: 120_000, maxEntries: 20_000 },
  /**
   * Each customer's session generation (api/session-generations.ts), cached in Redis only: a copy
   * in one process would outlive a log-out on another replica, so without Redis the customer
   * record is read instead (no share of the in-process bound). The TTL bounds how long an entry
   * a Redis outage kept from being cleared at log-out can still admit an ended session.
   */
  sessionGenerations: { ttlMs: 60_000, maxEntries: 0 },
  /** VAT ID validation results per requester and number (valid or invalid only): a day, as the issue asks. */
  vatIds: { ttlMs: 24 * 60 * 60_000, maxEntries: 10_000 },
} as const satisfies Record<string, CachePolicy>;

export interface CachePolicy {
  readonly ttlMs: number;
  readonly maxEntries: number;
}

export type CacheName = keyof typeof CACHE_POLICIES;

/** Entries the in-process store holds before it evicts the least recently used. */
export const MEMORY_CACHE_ENTRIES = Object.values(CACHE_POLICIES).reduce((sum, policy) => sum + policy.maxEntries, 0);
