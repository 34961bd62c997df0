import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import type { INestApplication } from '@nestjs/common';
import { uniqueEmail } from '../customer/customer-calls.fixture.js';
import { CircuitBreaker } from '../cache/circuit-breaker.js';
import { startRedis, type RedisServer } from '../cache/redis-server.fixture.js';
import { CHILD_PROCESS_TIMEOUT_MS } from '../../test/load-timeouts.js';
import { redisAttemptStorage } from './attempt-storage.js';
import { bruteForceApp, clientAt } from './brute-force-app.fixture.js';

/**
 * A real redis-server shared by two instances of the app, as replicas behind one gateway share
 * it through REDIS_URL. Its operation timeout is test-sized (10 s) so a scheduling pause on a
 * loaded machine does not make an attempt fall back to one replica's own count.
 */
describe('attempts counted in Redis (real redis-server, two app instances)', () => {
  let redis: RedisServer;
  const apps: INestApplication[] = [];
  const redisCli = (...args: string[]): string => execFileSync('redis-cli', ['-p', String(redis.port), ...args]).toString().trim();

  beforeAll(async () => {
    redis = await startRedis();
    for (let index = 0; index < 2; index += 1) {
      // The breaker's clock stands still: once open, it stays open for the rest of the file.
      const storage = redisAttemptStorage(redis.url, 10_000, new CircuitBreaker(60_000, () => 0));
      const { app } = await bruteForceApp({ RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3/15m' }, { storage });
      apps.push(app);
    }
  }, CHILD_PROCESS_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await redis?.stop();
  });

  it('shares an account\'s limit between the instances, and keeps no e-mail address in Redis', async () => {
    const [first, second] = [clientAt(() => apps[0]!, '127.0.0.41'), clientAt(() => apps[1]!, '127.0.0.41')];
    const email = uniqueEmail('shared');
    await first('signIn', [{ email, password: 'guess1' }]).expect(400);
    await second('signIn', [{ email, password: 'guess2' }]).expect(400);
    await first('signIn', [{ email, password: 'guess3' }]).expect(400);
    const refused = await second('signIn', [{ email, password: 'guess4' }]).expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    const keys = redisCli('--scan', '--pattern', 'shop-attempts:*').split('\n');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^shop-attempts:signIn:account:[A-Za-z0-9_-]{43}$/);
    expect(keys.join()).not.toContain(email.split('@')[0]);
    // The window is the key's expiry: the counter goes by itself.
    const ttl = Number(redisCli('PTTL', keys[0]!));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
  });

  it('keeps limiting in each instance when Redis is gone, instead of failing or letting every attempt through', async () => {
    await redis.stop();
    const client = clientAt(() => apps[0]!, '127.0.0.42');
    const email = uniqueEmail('outage');
    for (let attempt = 0; attempt < 3; attempt += 1) await client('signIn', [{ email, password: 'guess1' }]).expect(400);
    await client('signIn', [{ email, password: 'guess1' }]).expect(429);
  });
});
