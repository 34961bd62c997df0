import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import { startRedis, type RedisServer } from '../cache/redis-server.fixture.js';
import { ShopCache } from '../cache/shop-cache.js';
import { ShopCacheModule } from '../cache/shop-cache.module.js';
import { embeddedCommerce, type EmbeddedCommerce } from '../commerce/embedded/embedded-commerce.js';
import { CUSTOMER_FIELDS } from '../commerce/schema/index.js';
import { SESSION_SEED } from '../customer/session-apps.fixture.js';
import { SessionGenerations } from './session-generations.js';
import { CHILD_PROCESS_TIMEOUT_MS } from '../../test/load-timeouts.js';

/**
 * The generation check between two replicas sharing one engine and one real Redis. The race is
 * made deterministic: the other replica's real log-out runs between this replica's read of the
 * customer record and its store of what it read into the cache.
 */
describe('SessionGenerations: the record is the truth, Redis only a copy of it', () => {
  let redis: RedisServer;
  let engine: EmbeddedCommerce;
  const contexts: INestApplicationContext[] = [];
  const replicaCache = async (): Promise<ShopCache> => {
    process.env['REDIS_URL'] = redis.url;
    process.env['REDIS_TIMEOUT_MS'] = '10000';
    try {
      const context = await Test.createTestingModule({ imports: [ShopCacheModule] }).compile();
      contexts.push(context);
      return context.get(ShopCache);
    } finally {
      delete process.env['REDIS_URL'];
      delete process.env['REDIS_TIMEOUT_MS'];
    }
  };
  const redisCli = (...args: string[]): string => execFileSync('redis-cli', ['-p', String(redis.port), ...args]).toString().trim();
  let counter = 0;
  const newCustomer = async (): Promise<string> => (await engine.customers.signUp({
    email: `generation-${++counter}@example.sk`, password: 'Dielna2025',
    custom: { type: { typeId: 'type', key: 'customer-fields' }, fields: { [CUSTOMER_FIELDS.customerType]: 'private' } },
  }, 'ex-sk')).customer.id;

  beforeAll(async () => {
    redis = await startRedis();
    engine = embeddedCommerce({ file: ':memory:', seed: () => SESSION_SEED });
  }, CHILD_PROCESS_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await engine?.close();
    await redis?.stop();
  });

  it('moves the generation on in the customer record at each end, keeping the other custom fields', async () => {
    const generations = new SessionGenerations(engine, await replicaCache());
    const id = await newCustomer();
    expect(await generations.current(id)).toBe(0);
    await generations.endAll(id);
    await generations.endAll(id);
    expect((await engine.customers.get(id))!.custom!.fields).toEqual({ [CUSTOMER_FIELDS.customerType]: 'private', [CUSTOMER_FIELDS.sessionGeneration]: 2 });
    expect(await generations.current(id)).toBe(2);
    expect(await generations.admit({ customerId: id, generation: 2 })).toEqual({ customerId: id, generation: 2 });
    expect(await generations.admit({ customerId: id, generation: 1 })).toBeUndefined();
    expect(await generations.admit({ customerId: id })).toBeUndefined();
    expect(await generations.admit({ customerId: 'no-such-customer' })).toBeUndefined();
    expect(await generations.admit({ anonymousId: 'a', cartId: 'c' })).toEqual({ anonymousId: 'a', cartId: 'c' });
  });

  it('gives a customer without a custom type the shop type, with the generation', async () => {
    const generations = new SessionGenerations(engine, await replicaCache());
    const { customer } = await engine.customers.signUp({ email: `untyped-${++counter}@example.sk`, password: 'Dielna2025' }, 'ex-sk');
    await generations.endAll(customer.id);
    expect((await engine.customers.get(customer.id))!.custom!.fields).toEqual({ [CUSTOMER_FIELDS.sessionGeneration]: 1 });
  });

  it('leaves no ended generation in the cache when a log-out lands between a reload and its store', async () => {
    const [here, there] = [new SessionGenerations(engine, await replicaCache()), new SessionGenerations(engine, await replicaCache())];
    const id = await newCustomer();
    const read = engine.customers.get.bind(engine.customers);
    let raced = false;
    const spy = jest.spyOn(engine.customers, 'get').mockImplementation(async (customerId) => {
      const customer = await read(customerId);
      if (!raced) {
        raced = true;
        // The other replica's log-out: after this replica read generation 0, before it caches it.
        await there.endAll(customerId);
      }
      return customer;
    });
    try {
      expect(await here.current(id)).toBe(1);
    } finally {
      spy.mockRestore();
    }
    expect(raced).toBe(true);
    // Whatever the cache holds now, it is not the ended generation 0.
    expect(redisCli('--scan', '--pattern', `*sessionGenerations:${id}*`)).toBe('');
    expect(await here.admit({ customerId: id })).toBeUndefined();
    expect(await here.admit({ customerId: id, generation: 1 })).toEqual({ customerId: id, generation: 1 });
  });
});
