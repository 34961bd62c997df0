import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { CACHE_MANAGER } from '@nestjs/cache-manager';
import type { Cache } from 'cache-manager';
import { CACHE_POLICIES, type CacheName } from './cache-policies.js';
import { CACHE_STORE, type CacheStore } from './cache-store.js';

/**
 * Read-through cache for the backend's caches (CACHE_POLICIES). A value is loaded once per key
 * and TTL, concurrent misses in one process share one load, a failed load is never cached, and
 * a cache that is down or slow only costs the load: the call is never failed by its cache.
 */
@Injectable()
export class ShopCache implements OnApplicationShutdown {
  private readonly logger = new Logger(ShopCache.name);
  private readonly loading = new Map<string, Promise<unknown>>();
  private lastWarning = 0;

  constructor(
    @Inject(CACHE_MANAGER) private readonly cache: Cache,
    @Inject(CACHE_STORE) private readonly store: CacheStore,
  ) {}

  /** Where the values live: 'redis' (shared by the replicas) or 'memory' (this process). */
  get kind(): CacheStore['kind'] {
    return this.store.kind;
  }

  /** The cached value of `key` in cache `name`, loaded (and stored for the cache's TTL) on a miss. */
  async wrap<T>(name: CacheName, key: string, load: () => Promise<T>): Promise<T> {
    const fullKey = `${name}:${key}`;
    const hit = await this.guarded(() => this.cache.get<T>(fullKey));
    if (hit !== undefined) return hit;
    const pending = this.loading.get(fullKey) as Promise<T> | undefined;
    if (pending) return pending;
    const loaded = (async () => {
      const value = await load();
      await this.guarded(() => this.cache.set(fullKey, value, CACHE_POLICIES[name].ttlMs));
      return value;
    })();
    this.loading.set(fullKey, loaded);
    try {
      return await loaded;
    } finally {
      this.loading.delete(fullKey);
    }
  }

  /** Forgets one key (after a write that changes what it caches). */
  async forget(name: CacheName, key: string): Promise<void> {
    await this.guarded(() => this.cache.del(`${name}:${key}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }

  private async guarded<T>(operation: () => Promise<T>): Promise<T | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      const limit = this.store.operationTimeoutMs;
      timer = setTimeout(() => reject(new Error(`no answer within ${limit} ms`)), limit);
    });
    try {
      return await Promise.race([operation(), timeout]);
    } catch (error) {
      this.warn(error);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  /** At most one warning per minute: a cache outage should be visible, not flood the log. */
  private warn(error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < 60_000) return;
    this.lastWarning = now;
    this.logger.warn(`Cache unavailable, loading without it: ${error instanceof Error ? error.message : String(error)}`);
  }
}
