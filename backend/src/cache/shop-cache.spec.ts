import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import { CACHE_POLICIES, MEMORY_CACHE_ENTRIES } from './cache-policies.js';
import { ShopCache } from './shop-cache.js';
import { ShopCacheModule } from './shop-cache.module.js';

describe('ShopCache in process (no REDIS_URL)', () => {
  let context: INestApplicationContext;
  let cache: ShopCache;
  beforeEach(async () => {
    delete process.env['REDIS_URL'];
    context = await Test.createTestingModule({ imports: [ShopCacheModule] }).compile();
    cache = context.get(ShopCache);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await context.close();
  });

  const counter = () => {
    let loads = 0;
    return { load: async () => ({ loads: ++loads }), count: () => loads };
  };

  it('loads a key once and serves it until its TTL has passed, per cache name', async () => {
    let now = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const source = counter();
    expect(await cache.wrap('search', 'q', source.load)).toEqual({ loads: 1 });
    expect(await cache.wrap('search', 'q', source.load)).toEqual({ loads: 1 });
    expect(await cache.wrap('content', 'q', source.load)).toEqual({ loads: 2 });
    now += CACHE_POLICIES.search.ttlMs - 1;
    expect(await cache.wrap('search', 'q', source.load)).toEqual({ loads: 1 });
    now += 2;
    expect(await cache.wrap('search', 'q', source.load)).toEqual({ loads: 3 });
  });

  it('serves the very value it stored, no copy per hit (callers never mutate cached values, ADR 6)', async () => {
    const loaded = { products: [{ id: 'p-1' }] };
    expect(await cache.wrap('products', 'k', async () => loaded)).toBe(loaded);
    expect(await cache.wrap('products', 'k', async () => ({ products: [] }))).toBe(loaded);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const source = counter();
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.wrap('stores', 'k', source.load)));
    expect(source.count()).toBe(1);
    expect(new Set(answers.map((answer) => answer.loads))).toEqual(new Set([1]));
  });

  it('never caches a failed load: the error reaches the caller and the next call loads again', async () => {
    await expect(cache.wrap('stores', 'k', () => Promise.reject(new Error('commerce down')))).rejects.toThrow('commerce down');
    expect(await cache.wrap('stores', 'k', async () => 'fresh')).toBe('fresh');
  });

  it('forgets a key on request', async () => {
    const source = counter();
    await cache.wrap('categories', 'k', source.load);
    await cache.forget('categories', 'k');
    expect(await cache.wrap('categories', 'k', source.load)).toEqual({ loads: 2 });
  });

  it('is bounded: beyond MEMORY_CACHE_ENTRIES the least recently used entries are evicted', async () => {
    const source = counter();
    await cache.wrap('search', 'first', source.load);
    for (let index = 0; index < MEMORY_CACHE_ENTRIES; index += 1) await cache.wrap('search', `filler-${index}`, async () => index);
    expect(await cache.wrap('search', 'first', source.load)).toEqual({ loads: 2 });
  });
});
