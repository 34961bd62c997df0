import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { createClient } from '@redis/client';
import { coolOffFromEnv, operationTimeoutFromEnv, REDIS_CONNECT_TIMEOUT_MS } from '../cache/cache-store.js';
import { CircuitBreaker } from '../cache/circuit-breaker.js';
import { throttler } from './throttler-library.js';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Where attempts are counted, behind @nestjs/throttler's storage interface: `increment` counts an
 * attempt unless the key is already at its limit, and says how long until it may try again.
 */
export interface AttemptStorage extends ThrottlerStorage {
  readonly kind: 'redis' | 'memory';
  /** Resolves once a Redis storage has connected (or given up for now); at once in process. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export const ATTEMPT_STORAGE = Symbol('AttemptStorage');

/**
 * In process: @nestjs/throttler's own storage. With blockDuration 0 it does not count an attempt
 * made at the limit (a refused client is not pushed further back), and its window slides: the
 * next attempt is allowed when the oldest counted one leaves it.
 */
export function memoryAttemptStorage(): AttemptStorage {
  const storage = new (throttler().ThrottlerStorageService)();
  return {
    kind: 'memory',
    increment: (key, ttl, limit, blockDuration, name) => storage.increment(key, ttl, limit, blockDuration, name),
    ready: async () => undefined,
    close: async () => storage.onApplicationShutdown(),
  };
}

/**
 * One round trip, atomic in Redis: count the attempt unless the key is at its limit; the window
 * (fixed, from the key's first attempt) is the key's expiry. Returns hits, ms to expiry, blocked.
 */
const INCREMENT_SCRIPT = `
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
local blocked = 0
if hits < tonumber(ARGV[2]) then
  hits = redis.call('INCR', KEYS[1])
else
  hits = hits + 1
  blocked = 1
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { hits, ttl, blocked }`;

/** Keys of the counters in Redis, beside the cache's 'shop:' namespace. */
const KEY_PREFIX = 'shop-attempts:';

/** Name of the connection (CLIENT SETNAME), told apart from the cache's ('shop-cache'). */
export const ATTEMPTS_CLIENT_NAME = 'shop-attempts';

/**
 * Counters in Redis, shared by every replica, so ten replicas do not mean ten times the guesses.
 * A Redis that fails or is slower than REDIS_TIMEOUT_MS does not fail sign-ins and does not lift
 * the limits: the attempt is counted in process instead (each replica then enforces the limit on
 * its own share of the traffic). Like the cache, a failure opens a circuit breaker: for the
 * cool-off Redis is not tried, so a hung Redis costs one timeout per cool-off, not one per sign-in.
 */
export function redisAttemptStorage(
  url: string, operationTimeoutMs: number, breaker: CircuitBreaker, logger = new Logger('RateLimit'),
): AttemptStorage {
  const local = memoryAttemptStorage();
  const client = createClient({
    url,
    name: ATTEMPTS_CLIENT_NAME,
    // Refused at once while disconnected, instead of queued behind a reconnection.
    disableOfflineQueue: true,
    commandOptions: { timeout: operationTimeoutMs },
    socket: { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, reconnectStrategy: (retries: number) => Math.min(100 * (retries + 1), 2_000) },
  });
  client.on('error', () => undefined);
  const connecting = client.connect().then(() => undefined, () => undefined);
  return {
    kind: 'redis',
    async increment(key, ttl, limit, blockDuration, name) {
      const pass = breaker.tryPass();
      if (!pass) return local.increment(key, ttl, limit, blockDuration, name);
      try {
        const reply = await client.eval(INCREMENT_SCRIPT, { keys: [`${KEY_PREFIX}${name}:${key}`], arguments: [String(ttl), String(limit)] });
        const [hits, ttlMs, blocked] = reply as [number, number, number];
        if (breaker.succeeded(pass)) logger.log('Redis answers again: attempts are counted there');
        const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
        return { totalHits: hits, timeToExpire: seconds, isBlocked: blocked === 1, timeToBlockExpire: blocked === 1 ? seconds : 0 };
      } catch (error) {
        if (breaker.failed(pass, error)) logger.warn(`Redis failed (${breaker.reason}): attempts are counted in this process`);
        return local.increment(key, ttl, limit, blockDuration, name);
      }
    },
    // Bounded: a Redis that is down must not hold start-up; counting falls back until it is up.
    ready: () => Promise.race([connecting, new Promise<void>((resolve) => setTimeout(resolve, REDIS_CONNECT_TIMEOUT_MS).unref())]),
    async close() {
      // At once, without waiting for a reply a Redis that is down will not send.
      if (client.isOpen) client.destroy();
      await local.close();
    },
  };
}

/** Redis when REDIS_URL is set (the cache's server, its REDIS_TIMEOUT_MS and REDIS_COOL_OFF_MS), in process otherwise. */
export function attemptStorageFromEnv(env: Env = process.env): AttemptStorage {
  const url = env['REDIS_URL'];
  return url ? redisAttemptStorage(url, operationTimeoutFromEnv(env), new CircuitBreaker(coolOffFromEnv(env))) : memoryAttemptStorage();
}
