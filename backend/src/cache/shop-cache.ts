import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Keyv } from 'keyv';
import { CACHE_POLICIES, type CacheName } from './cache-policies.js';
import { CACHE_STORE, type CacheStore, type RedisOutagePlan } from './cache-store.js';

/** What /api/health says of the cache: the store that serves, or a Redis outage and its cause. */
export type CacheHealth =
  | { readonly state: CacheStore['kind'] }
  | { readonly state: 'degraded'; readonly reason: string };

/**
 * Keys forgotten while Redis could not be reached, deleted there before it serves again. Past
 * this many the whole cache namespace is cleared instead: a cache may lose values, never keep
 * one that was forgotten (a session generation a log-out moved on, for one).
 */
const MAX_PENDING_FORGETS = 10_000;

/**
 * Read-through cache for the backend's caches (CACHE_POLICIES). A value is loaded once per key
 * and TTL, concurrent misses in one process share one load, a failed load is never cached, and
 * a cache that is down or slow only costs the load: the call is never failed by its cache.
 *
 * With Redis, a failed or timed-out operation opens the store's circuit breaker: for the cool-off
 * no operation is sent to Redis, the caches are served from the in-process LRU instead (a cache
 * kept in Redis only is not cached meanwhile), and /api/health says 'degraded'. Then one call's
 * operation probes Redis; its success closes the breaker and Redis serves again, its failure
 * starts another cool-off. So an outage costs one operation timeout per cool-off, not two per call.
 */
@Injectable()
export class ShopCache implements OnApplicationShutdown {
  private readonly logger = new Logger(ShopCache.name);
  private readonly loading = new Map<string, Promise<unknown>>();
  private readonly pendingForgets = new Set<string>();
  private forgetAll = false;
  private lastWarning = 0;
  private sentToRedis = 0;

  constructor(@Inject(CACHE_STORE) private readonly store: CacheStore) {}

  /** Where the values live: 'redis' (shared by the replicas) or 'memory' (this process), as configured. */
  get kind(): CacheStore['kind'] {
    return this.store.kind;
  }

  /** Operations sent to Redis since start (the outage specs count that none goes while the breaker is open). */
  get redisOperations(): number {
    return this.sentToRedis;
  }

  health(): CacheHealth {
    const breaker = this.store.outage?.breaker;
    if (!breaker || breaker.state === 'closed') return { state: this.store.kind };
    return { state: 'degraded', reason: `Redis failed (${breaker.reason}): caches are served in process until it answers again` };
  }

  /** The cached value of `key` in cache `name`, loaded (and stored for the cache's TTL) on a miss. */
  async wrap<T>(name: CacheName, key: string, load: () => Promise<T>): Promise<T> {
    const fullKey = `${name}:${key}`;
    const hit = await this.operate(name, (keyv) => keyv.get<T>(fullKey));
    if (hit !== undefined) return hit;
    const pending = this.loading.get(fullKey) as Promise<T> | undefined;
    if (pending) return pending;
    const loaded = (async () => {
      const value = await load();
      await this.operate(name, (keyv) => keyv.set(fullKey, value, CACHE_POLICIES[name].ttlMs));
      return value;
    })();
    this.loading.set(fullKey, loaded);
    try {
      return await loaded;
    } finally {
      this.loading.delete(fullKey);
    }
  }

  /** Forgets one key (after a write that changes what it caches); if Redis cannot be told now, it is told before it serves again. */
  async forget(name: CacheName, key: string): Promise<void> {
    const fullKey = `${name}:${key}`;
    await this.operate(name, (keyv) => keyv.delete(fullKey), fullKey);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }

  /** Runs a cache operation where it belongs now; undefined when the cache cannot answer. */
  private async operate<T>(name: CacheName, operation: (keyv: Keyv) => Promise<T>, forgotten?: string): Promise<T | undefined> {
    const outage = this.store.outage;
    // The in-process store answers from a Map: it cannot hang, so it gets no timer (a setTimeout
    // and a race per operation cost every cached call measurably in bench:api).
    if (this.store.kind === 'memory') return operation(this.store.keyv).catch((error: unknown) => this.warn(error));
    if (!outage) return this.timed(() => operation(this.store.keyv)).catch((error: unknown) => this.warn(error));
    const pass = outage.breaker.tryPass();
    if (!pass) {
      if (forgotten !== undefined) this.rememberForget(forgotten);
      // maxEntries 0: kept in Redis only, because a copy in one process would be wrong.
      if (CACHE_POLICIES[name].maxEntries === 0) return undefined;
      return operation(outage.fallback).catch((error: unknown) => this.warn(error));
    }
    try {
      const result = await this.timed(async () => {
        if (pass.probe) await this.replayForgets();
        this.sentToRedis += 1;
        return operation(this.store.keyv);
      });
      if (outage.breaker.succeeded(pass)) this.recovered(outage);
      return result;
    } catch (error) {
      if (forgotten !== undefined) this.rememberForget(forgotten);
      if (outage.breaker.failed(pass, error)) this.lastWarning = 0;
      return this.warn(error);
    }
  }

  /** The operation, or a rejection once it has taken longer than REDIS_TIMEOUT_MS. */
  private async timed<T>(operation: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      const limit = this.store.operationTimeoutMs;
      timer = setTimeout(() => reject(new Error(`no answer within ${limit} ms`)), limit);
    });
    try {
      return await Promise.race([operation(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private rememberForget(fullKey: string): void {
    if (this.pendingForgets.size >= MAX_PENDING_FORGETS) this.forgetAll = true;
    else this.pendingForgets.add(fullKey);
  }

  /** Before Redis serves again (inside the probe): what was forgotten while it could not be told. */
  private async replayForgets(): Promise<void> {
    if (this.forgetAll) {
      this.sentToRedis += 1;
      await this.store.keyv.clear();
    } else if (this.pendingForgets.size > 0) {
      this.sentToRedis += 1;
      await this.store.keyv.deleteMany([...this.pendingForgets]);
    }
    this.forgetAll = false;
    this.pendingForgets.clear();
  }

  /**
   * Redis answers again. The in-process copies are dropped: forgets reach only Redis while it
   * serves, so by the next outage they could be stale.
   */
  private recovered(outage: RedisOutagePlan): void {
    this.logger.log('Redis answers again: caches are served from it');
    void outage.fallback.clear().catch(() => undefined);
  }

  /** At most one warning per minute, and one at the start of each outage: visible, not flooding the log. */
  private warn(error: unknown): undefined {
    const now = Date.now();
    if (now - this.lastWarning < 60_000) return undefined;
    this.lastWarning = now;
    const cause = error instanceof Error ? error.message : String(error);
    this.logger.warn(this.store.outage ? `Cache unavailable (${cause}): served in process for the cool-off` : `Cache unavailable, loading without it: ${cause}`);
    return undefined;
  }
}
