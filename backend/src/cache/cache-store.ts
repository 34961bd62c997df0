import KeyvRedis from '@keyv/redis';
import { CacheableMemory } from 'cacheable';
import { Keyv } from 'keyv';
import { wholeNumberSetting } from '../config/whole-number-setting.js';
import { MEMORY_CACHE_ENTRIES } from './cache-policies.js';
import { CircuitBreaker } from './circuit-breaker.js';

/** How long a Redis connection attempt may take before calls go on without the cache. */
export const REDIS_CONNECT_TIMEOUT_MS = 500;

/** How long a cache read or write may take before the call goes on without the cache (REDIS_TIMEOUT_MS). */
export const CACHE_OPERATION_TIMEOUT_MS = 250;

/**
 * REDIS_TIMEOUT_MS: the operation timeout, 1–60000 ms. A shop whose Redis is further away than
 * the same rack raises it; a test that must see every operation reach a real Redis on a loaded
 * machine gives it room. Anything else stops start-up naming the variable.
 */
export const operationTimeoutFromEnv = (env: NodeJS.ProcessEnv): number =>
  wholeNumberSetting(env, { name: 'REDIS_TIMEOUT_MS', fallback: CACHE_OPERATION_TIMEOUT_MS, min: 1, max: 60_000, unit: 'milliseconds' });

/** How long Redis is left alone after it failed, before one call tries it again (REDIS_COOL_OFF_MS). */
export const REDIS_COOL_OFF_MS = 5_000;

/**
 * REDIS_COOL_OFF_MS: 1–600000 ms. Shorter finds a recovered Redis sooner; each try of a Redis
 * that is still hung costs one call REDIS_TIMEOUT_MS. Anything else stops start-up naming it.
 */
export const coolOffFromEnv = (env: NodeJS.ProcessEnv): number =>
  wholeNumberSetting(env, { name: 'REDIS_COOL_OFF_MS', fallback: REDIS_COOL_OFF_MS, min: 1, max: 600_000, unit: 'milliseconds' });

/** Name of the cache's Redis connection (CLIENT SETNAME): ops and the outage tests tell it from others. */
export const REDIS_CLIENT_NAME = 'shop-cache';

/** What a Redis store falls back on while Redis is failing (issue 11: an outage must not cost every call a timeout). */
export interface RedisOutagePlan {
  /** Opened by a failed or timed-out operation; while open, operations go to `fallback` instead. */
  readonly breaker: CircuitBreaker;
  /** The same bounded in-process LRU a shop without Redis uses. */
  readonly fallback: Keyv;
}

export interface CacheStore {
  readonly kind: 'redis' | 'memory';
  readonly keyv: Keyv;
  /** How long one read or write may take before the call goes on without the cache. */
  readonly operationTimeoutMs: number;
  /** Redis only: the circuit breaker and the in-process layer served while it is open. */
  readonly outage?: RedisOutagePlan;
  /** Drops the connection at once: a shutdown must not wait on a Redis that is down. */
  close(): Promise<void>;
}

/** Nest injection token of the clock the Redis breaker times its cool-off by (a test moves it). */
export const CACHE_CLOCK = Symbol('CacheClock');

/** Nest injection token of the process's cache store. */
export const CACHE_STORE = Symbol('CacheStore');

/**
 * Where cached values live: Redis when REDIS_URL is set (shared by every replica, so a value
 * loaded by one is served by all), otherwise a bounded LRU in this process.
 */
export function cacheStoreFromEnv(env: NodeJS.ProcessEnv = process.env, clock: () => number = Date.now): CacheStore {
  const url = env['REDIS_URL'];
  if (!url) return { kind: 'memory', keyv: memoryKeyv(), operationTimeoutMs: CACHE_OPERATION_TIMEOUT_MS, close: async () => undefined };
  const operationTimeoutMs = operationTimeoutFromEnv(env);
  const breaker = new CircuitBreaker(coolOffFromEnv(env), clock);
  // A Redis that is down must not fail the calls: errors reach ShopCache, which opens the breaker
  // and serves from the fallback; reconnection goes on in the background. Without an offline queue
  // a command sent while the connection is down fails at once instead of waiting for the timeout.
  const redis = new KeyvRedis(
    {
      url,
      name: REDIS_CLIENT_NAME,
      disableOfflineQueue: true,
      socket: { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, reconnectStrategy: (retries: number) => Math.min(100 * (retries + 1), 2_000) },
    },
    { throwOnConnectError: false, throwOnErrors: true, connectionTimeout: REDIS_CONNECT_TIMEOUT_MS },
  );
  const keyv = new Keyv({ store: redis, namespace: 'shop', throwOnErrors: true });
  keyv.on('error', () => undefined);
  return {
    kind: 'redis', keyv, operationTimeoutMs,
    outage: { breaker, fallback: memoryKeyv() },
    close: () => redis.disconnect(true).catch(() => undefined),
  };
}

/**
 * The bounded in-process LRU. Values are kept as they are: JSON round trips or a structuredClone
 * on every hit cost more than the lookups they save (callers never mutate what the cache returns,
 * ADR 6). One Map, not CacheableMemory's default of hashing each key to one of ten: sharding pays
 * off near Map's size limit, far beyond this LRU's bound.
 */
function memoryKeyv(): Keyv {
  const keyv = new Keyv({ store: new CacheableMemory({ lruSize: MEMORY_CACHE_ENTRIES, useClone: false, storeHashSize: 1 }) });
  keyv.serialize = undefined;
  keyv.deserialize = undefined;
  return keyv;
}
