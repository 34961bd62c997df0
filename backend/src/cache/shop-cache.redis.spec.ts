import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import { CACHE_POLICIES } from './cache-policies.js';
import { startRedis, type RedisServer } from './redis-server.fixture.js';
import { ShopCache } from './shop-cache.js';
import { ShopCacheModule } from './shop-cache.module.js';

/** Two replicas of the backend sharing one real Redis through REDIS_URL. */
describe('ShopCache with REDIS_URL (real redis-server)', () => {
  let redis: RedisServer;
  const replicas: INestApplicationContext[] = [];
  const replica = async (): Promise<ShopCache> => {
    process.env['REDIS_URL'] = redis.url;
    try {
      const context = await Test.createTestingModule({ imports: [ShopCacheModule] }).compile();
      replicas.push(context);
      return context.get(ShopCache);
    } finally {
      delete process.env['REDIS_URL'];
    }
  };
  const redisCli = (...args: string[]): string => execFileSync('redis-cli', ['-p', String(redis.port), ...args]).toString().trim();

  beforeAll(async () => {
    redis = await startRedis();
  });
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
    const ttl = Number(redisCli('pttl', keys[0]!));
    expect(ttl).toBeGreaterThan(CACHE_POLICIES.search.ttlMs - 5_000);
    expect(ttl).toBeLessThanOrEqual(CACHE_POLICIES.search.ttlMs);
  });

  it('keeps answering from the source when Redis goes down', async () => {
    const cache = await replica();
    await redis.stop();
    let loads = 0;
    const load = async () => ++loads;
    const started = Date.now();
    expect(await cache.wrap('stores', 'ex-sk', load)).toBe(1);
    expect(await cache.wrap('stores', 'ex-sk', load)).toBe(2);
    // Bounded by the operation timeout, not by the Redis client's reconnect loop.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
