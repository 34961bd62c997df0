import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type KeyvRedis from '@keyv/redis';
import request from 'supertest';
import { AppModule } from '../app.module.js';
import { ACTIVE_COMMERCE } from '../commerce/commerce.providers.js';
import { MINI_SEED } from '../commerce/embedded/catalogue/mini-seed.fixture.js';
import { embeddedCommerce } from '../commerce/embedded/embedded-commerce.js';
import type { CommercePort } from '../commerce/port/commerce-port.js';
import { shopTestApp } from '../../test/shop-test-app.js';
import { CHILD_PROCESS_TIMEOUT_MS } from '../../test/load-timeouts.js';
import { CACHE_CLOCK, CACHE_STORE, REDIS_COOL_OFF_MS, type CacheStore } from './cache-store.js';
import { startRedis, type RedisServer } from './redis-server.fixture.js';
import { ShopCache } from './shop-cache.js';
import { ShopCacheModule } from './shop-cache.module.js';

/** What the test sees of one application on a real Redis. */
interface OutageApp {
  readonly app: INestApplication;
  readonly cache: ShopCache;
  readonly store: CacheStore;
  /** How often the commerce engine was asked for stores: a cache hit does not ask. */
  storeLoads(): number;
  /** Moves the breaker's clock on (the cool-off passes without waiting for it). */
  advance(ms: number): void;
}

/**
 * Issue 11 item 7: a Redis outage must not cost every cached call the operation timeout, and
 * /api/health must say so. The real app on a real redis-server that the test kills, restarts,
 * pauses (SIGSTOP) and resumes. Nothing here is timed: the breaker's clock is the test's
 * (CACHE_CLOCK), and that no Redis operation is sent while the breaker is open is counted, by the
 * store's own counter and, after a restart, by the new server's command statistics.
 */
describe('a Redis outage (real Nest app, real redis-server)', () => {
  const servers: RedisServer[] = [];
  const apps: INestApplicationContext[] = [];

  /** An app on `redis`; REDIS_TIMEOUT_MS is generous so a healthy Redis never times out on a loaded machine. */
  const startApp = async (redis: RedisServer, operationTimeoutMs: number): Promise<OutageApp> => {
    let now = Date.now();
    let loads = 0;
    const engine = embeddedCommerce({ file: ':memory:', seed: () => MINI_SEED });
    const catalogue: CommercePort['catalogue'] = Object.assign(Object.create(engine.catalogue) as CommercePort['catalogue'], {
      stores: (filter: Parameters<CommercePort['catalogue']['stores']>[0]) => {
        loads += 1;
        return engine.catalogue.stores(filter);
      },
    });
    const port: CommercePort = Object.assign(Object.create(engine) as CommercePort, { catalogue });
    process.env['REDIS_URL'] = redis.url;
    process.env['REDIS_TIMEOUT_MS'] = String(operationTimeoutMs);
    try {
      const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
        .overrideProvider(ACTIVE_COMMERCE).useFactory({ factory: () => ({ kind: 'embedded', port }) })
        .overrideProvider(CACHE_CLOCK).useValue(() => now)
        .compile();
      const app = await shopTestApp(moduleRef);
      apps.push(app);
      return {
        app, cache: app.get(ShopCache), store: app.get<CacheStore>(CACHE_STORE),
        storeLoads: () => loads,
        advance: (ms) => {
          now += ms;
        },
      };
    } finally {
      delete process.env['REDIS_URL'];
      delete process.env['REDIS_TIMEOUT_MS'];
    }
  };
  const redisServer = async (): Promise<RedisServer> => {
    const redis = await startRedis();
    servers.push(redis);
    return redis;
  };
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(servers.map((redis) => redis.stop()));
  });

  const health = async (app: INestApplication) => (await request(app.getHttpServer()).get('/api/health').expect(200)).body as Record<string, unknown>;
  const getStores = async (app: INestApplication) =>
    (await request(app.getHttpServer()).post('/api/ct/getStores?host=localhost').send([{ key: 'ex-sk' }]).expect(200)).body as { data: { key: string }[] };
  const redisCli = (redis: RedisServer, ...args: string[]): string =>
    execFileSync('redis-cli', ['-p', String(redis.port), ...args]).toString().trim();
  /** GET, SET and DEL commands the server has processed (INFO commandstats). */
  const cacheCommands = (redis: RedisServer): number =>
    [...redisCli(redis, 'INFO', 'commandstats').matchAll(/^cmdstat_(?:get|set|del|unlink):calls=(\d+)/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
  /** Resolves once the cache's Redis connection is up again (an event, not a wait for time to pass). */
  const reconnected = async (store: CacheStore): Promise<void> => {
    const client = (store.keyv.store as KeyvRedis<unknown>).client as unknown as { isReady: boolean } & NodeJS.EventEmitter;
    if (!client.isReady) await once(client, 'ready');
  };

  it('Redis killed: calls stop trying it and are served in process, health says degraded; restarted, it serves again after the cool-off', async () => {
    const redis = await redisServer();
    const shop = await startApp(redis, 10_000);
    expect(await health(shop.app)).toMatchObject({ status: 'ok', cache: 'redis' });
    const before = await getStores(shop.app);
    expect(before.data.map((store) => store.key)).toEqual(['ex-sk']);
    expect(redisCli(redis, '--scan', '--pattern', 'shop*stores*')).not.toBe('');

    await redis.stop();
    expect(await getStores(shop.app)).toEqual(before); // the first failure opens the breaker
    const outage = await health(shop.app);
    expect(outage).toMatchObject({ status: 'degraded', cache: 'degraded' });
    expect(outage['cacheError']).toEqual(expect.stringContaining('Redis failed'));

    const sent = shop.cache.redisOperations;
    const loads = shop.storeLoads();
    for (let call = 0; call < 5; call += 1) expect(await getStores(shop.app)).toEqual(before);
    expect(shop.cache.redisOperations).toBe(sent); // not one operation sent to Redis meanwhile
    expect(shop.storeLoads()).toBe(loads); // served from the in-process layer, not loaded each time

    // Back, but the cool-off has not passed: still not tried, and the new server sees nothing.
    await redis.restart();
    await reconnected(shop.store);
    expect(await getStores(shop.app)).toEqual(before);
    expect(shop.cache.redisOperations).toBe(sent);
    expect(cacheCommands(redis)).toBe(0);
    expect((await health(shop.app))['cache']).toBe('degraded');

    shop.advance(REDIS_COOL_OFF_MS);
    expect(await getStores(shop.app)).toEqual(before); // the probe: a miss on the new, empty server, stored there
    expect(shop.cache.redisOperations).toBeGreaterThan(sent);
    expect(cacheCommands(redis)).toBeGreaterThan(0);
    expect(await health(shop.app)).toMatchObject({ status: 'ok', cache: 'redis' });
    expect(await health(shop.app)).not.toHaveProperty('cacheError');
    expect(redisCli(redis, '--scan', '--pattern', 'shop*stores*')).not.toBe('');
  }, CHILD_PROCESS_TIMEOUT_MS);

  it('Redis hung (SIGSTOP): one operation waits for REDIS_TIMEOUT_MS, then none is sent until the cool-off has passed; resumed, it serves again', async () => {
    const redis = await redisServer();
    // Test-sized: the one operation that meets the hung server waits this long, once.
    const shop = await startApp(redis, 3_000);
    const before = await getStores(shop.app);
    expect((await health(shop.app))['cache']).toBe('redis');

    redis.pause();
    try {
      expect(await getStores(shop.app)).toEqual(before); // times out, opens the breaker, loads
      expect(await health(shop.app)).toMatchObject({ status: 'degraded', cache: 'degraded', cacheError: expect.stringContaining('no answer within 3000 ms') });
      const sent = shop.cache.redisOperations;
      const loads = shop.storeLoads();
      for (let call = 0; call < 5; call += 1) expect(await getStores(shop.app)).toEqual(before);
      expect(shop.cache.redisOperations).toBe(sent);
      expect(shop.storeLoads()).toBe(loads);
    } finally {
      redis.resume();
    }
    shop.advance(REDIS_COOL_OFF_MS);
    expect(await getStores(shop.app)).toEqual(before);
    expect(await health(shop.app)).toMatchObject({ status: 'ok', cache: 'redis' });
  }, CHILD_PROCESS_TIMEOUT_MS);

  it('a key forgotten while Redis is skipped is deleted there before it serves again; a Redis-only cache is not kept in process meanwhile', async () => {
    const redis = await redisServer();
    let now = Date.now();
    process.env['REDIS_URL'] = redis.url;
    process.env['REDIS_TIMEOUT_MS'] = '3000';
    let cache: ShopCache;
    try {
      const context = await Test.createTestingModule({ imports: [ShopCacheModule] }).overrideProvider(CACHE_CLOCK).useValue(() => now).compile();
      apps.push(context);
      cache = context.get(ShopCache);
    } finally {
      delete process.env['REDIS_URL'];
      delete process.env['REDIS_TIMEOUT_MS'];
    }
    // sessionGenerations: kept in Redis only (maxEntries 0), a log-out forgets its entry.
    expect(await cache.wrap('sessionGenerations', 'customer-1', async () => 1)).toBe(1);
    redis.pause();
    try {
      expect(await cache.wrap('stores', 'ex-sk', async () => 'stores')).toBe('stores'); // times out: the breaker opens
      await cache.forget('sessionGenerations', 'customer-1'); // not sent: remembered
      let loads = 0;
      expect(await cache.wrap('sessionGenerations', 'customer-1', async () => 2 + loads++)).toBe(2);
      expect(await cache.wrap('sessionGenerations', 'customer-1', async () => 2 + loads++)).toBe(3);
    } finally {
      redis.resume();
    }
    expect(redisCli(redis, '--scan', '--pattern', '*customer-1*')).not.toBe(''); // Redis still holds the forgotten value
    now += REDIS_COOL_OFF_MS;
    expect(await cache.wrap('sessionGenerations', 'customer-1', async () => 4)).toBe(4); // the probe deletes it first
    expect(cache.health()).toEqual({ state: 'redis' });
  }, CHILD_PROCESS_TIMEOUT_MS);
});
