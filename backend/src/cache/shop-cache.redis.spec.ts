import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import { CACHE_POLICIES } from './cache-policies.js';
import { startRedis, type RedisServer } from './redis-server.fixture.js';
import { ShopCache } from './shop-cache.js';
import { ShopCacheModule } from './shop-cache.module.js';
import { CHILD_PROCESS_TIMEOUT_MS } from '../../test/load-timeouts.js';

/** Two replicas of the backend sharing one real Redis through REDIS_URL. */
describe('ShopCache with REDIS_URL (real redis-server)', () => {
  let redis: RedisServer;
  const replicas: INestApplicationContext[] = [];
  /**
   * A replica on the test's Redis. Its operation timeout is test-sized through REDIS_TIMEOUT_MS:
   * a real Redis answers in well under the production 250 ms, but on a loaded CI machine a
   * scheduling pause can exceed it, and an operation given up makes the next replica load again.
   */
  const replica = async (operationTimeoutMs = 10_000): Promise<ShopCache> => {
    process.env['REDIS_URL'] = redis.url;
    process.env['REDIS_TIMEOUT_MS'] = String(operationTimeoutMs);
    try {
      const context = await Test.createTestingModule({ imports: [ShopCacheModule] }).compile();
      replicas.push(context);
      return context.get(ShopCache);
    } finally {
      delete process.env['REDIS_URL'];
      delete process.env['REDIS_TIMEOUT_MS'];
    }
  };
  const redisCli = (...args: string[]): string => execFileSync('redis-cli', ['-p', String(redis.port), ...args]).toString().trim();

  beforeAll(async () => {
    redis = await startRedis();
  }, CHILD_PROCESS_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(replicas.map((context) => context.close()));
    await redis.stop();
  });

  it('serves a value loaded by one replica to another, stored in Redis with the cache TTL', async () => {
    const [first, second] = [await replica(), await replica()];
    let loads = 0;
    const load = async () => ({ hits: ['EX10000001'], loads: ++loads });
    expect(await first.wrap('search', 'products_sk-SK?q=drill', load)).toEqual({ hits: ['EX10000001'], loads: 1 });
    expect(await second.wrap('search', 'products_sk-SK?q=drill', load)).toEqual({ hits: ['EX10000001'], loads: 1 });
    expect(loads).toBe(1);

    const keys = redisCli('--scan', '--pattern', '*products_sk-SK*').split('\n');
    expect(keys).toHaveLength(1);
    // The search cache's TTL (120 s) and not another cache's (300 s) or none (-1); how much of it
    // has passed by the time redis-cli asks depends on the machine's load, so only half is pinned.
    const ttl = Number(redisCli('pttl', keys[0]!));
    expect(ttl).toBeGreaterThan(CACHE_POLICIES.search.ttlMs / 2);
    expect(ttl).toBeLessThanOrEqual(CACHE_POLICIES.search.ttlMs);
  });

  // A call that waited for the Redis client's reconnect loop would never return: the jest timeout
  // (well above the 1 s operation timeout given here) is what bounds it, not a wall-clock assertion.
  // The outage itself (breaker, health, recovery) is redis-outage.calls.spec.ts's.
  it('keeps answering when Redis goes down: loaded from the source, then served in process', async () => {
    const cache = await replica(1_000);
    await redis.stop();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.wrap('stores', 'ex-sk', load)).toBe(1);
    expect(await cache.wrap('stores', 'ex-sk', load)).toBe(1);
    expect(cache.health()).toMatchObject({ state: 'degraded' });
  }, CHILD_PROCESS_TIMEOUT_MS);
});
