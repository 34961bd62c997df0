/** The guest page cache's settings (README: PAGE_CACHE, PAGE_CACHE_MAX_ENTRIES, PAGE_CACHE_MAX_MB, PAGE_CACHE_TTL_SECONDS). */
export interface PageCacheSettings {
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly ttlMs: number;
  /** Nothing heard from the feed for this long: the cache stops until it is back. */
  readonly feedSilenceMs: number;
  readonly feedRetryMs: number;
}

type Env = Readonly<Record<string, string | undefined>>;

function whole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= min && value <= max)) throw new Error(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
  return value;
}

/**
 * The settings from the environment; undefined when PAGE_CACHE is 'off'. A malformed value stops
 * start-up naming its variable. Defaults: 5,000 pages, 256 MB (a product page is ~110 KB plain,
 * ~35 KB in both compressions), 5 minutes at most per page.
 */
export function pageCacheSettingsFromEnv(env: Env): PageCacheSettings | undefined {
  const switched = (env['PAGE_CACHE'] ?? 'on').trim().toLowerCase();
  if (switched === 'off') return undefined;
  if (switched !== 'on' && switched !== '') throw new Error(`PAGE_CACHE must be 'on' or 'off', got '${env['PAGE_CACHE']}'`);
  return {
    maxEntries: whole(env, 'PAGE_CACHE_MAX_ENTRIES', 5000, 1, 1_000_000),
    maxBytes: whole(env, 'PAGE_CACHE_MAX_MB', 256, 1, 65_536) * 1024 * 1024,
    ttlMs: whole(env, 'PAGE_CACHE_TTL_SECONDS', 300, 1, 86_400) * 1000,
    feedSilenceMs: 45_000,
    feedRetryMs: 1000,
  };
}
