import { describe, expect, it } from '@jest/globals';
import { CACHE_OPERATION_TIMEOUT_MS, cacheStoreFromEnv, coolOffFromEnv, operationTimeoutFromEnv, REDIS_COOL_OFF_MS } from './cache-store.js';

describe('REDIS_TIMEOUT_MS: how long a cache operation may take', () => {
  it('is 250 ms unless set, and the value set otherwise', () => {
    expect(CACHE_OPERATION_TIMEOUT_MS).toBe(250);
    expect(operationTimeoutFromEnv({})).toBe(250);
    expect(operationTimeoutFromEnv({ REDIS_TIMEOUT_MS: '' })).toBe(250);
    expect(operationTimeoutFromEnv({ REDIS_TIMEOUT_MS: '1500' })).toBe(1500);
  });

  it.each(['0', '-5', '1.5', '60001', 'fast', '1e3x'])('stops start-up naming the variable for %j', (raw) => {
    expect(() => operationTimeoutFromEnv({ REDIS_TIMEOUT_MS: raw })).toThrow(`REDIS_TIMEOUT_MS must be a whole number of milliseconds from 1 to 60000, got '${raw}'`);
  });

  it('is what the Redis store gives the cache', async () => {
    const store = cacheStoreFromEnv({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_TIMEOUT_MS: '700' });
    try {
      expect(store).toMatchObject({ kind: 'redis', operationTimeoutMs: 700 });
    } finally {
      await store.close();
    }
  });
});

describe('REDIS_COOL_OFF_MS: how long a failed Redis is left alone', () => {
  it('is 5 s unless set, and the value set otherwise', () => {
    expect(REDIS_COOL_OFF_MS).toBe(5_000);
    expect(coolOffFromEnv({})).toBe(5_000);
    expect(coolOffFromEnv({ REDIS_COOL_OFF_MS: '' })).toBe(5_000);
    expect(coolOffFromEnv({ REDIS_COOL_OFF_MS: '30000' })).toBe(30_000);
  });

  it.each(['0', '-5', '1.5', '600001', 'soon'])('stops start-up naming the variable for %j', (raw) => {
    expect(() => coolOffFromEnv({ REDIS_COOL_OFF_MS: raw })).toThrow(`REDIS_COOL_OFF_MS must be a whole number of milliseconds from 1 to 600000, got '${raw}'`);
  });

  it('stops start-up when a Redis store is configured with a bad one', () => {
    expect(() => cacheStoreFromEnv({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_COOL_OFF_MS: 'soon' })).toThrow('REDIS_COOL_OFF_MS');
  });
});
