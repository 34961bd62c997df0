import { Agent as HttpAgent } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AppModule } from '../app.module.js';
import { ACTIVE_COMMERCE } from '../commerce/commerce.providers.js';
import { MINI_SEED } from '../commerce/embedded/catalogue/mini-seed.fixture.js';
import { embeddedCommerce, type EmbeddedCommerce } from '../commerce/embedded/embedded-commerce.js';
import { TYPE_KEYS } from '../commerce/schema/custom-fields.js';
import type { SeedData } from '../commerce/seed/seed-data.js';
import { shopTestApp } from '../../test/shop-test-app.js';
import { ATTEMPT_STORAGE, type AttemptStorage } from './attempt-storage.js';
import { RATE_LIMITS, rateLimitsFromEnv } from './rate-limits.js';

/** The small seed plus the shop's customer type: customers can sign up, and a file starts in milliseconds. */
const ACCOUNTS_SEED: SeedData = {
  ...MINI_SEED,
  types: [...MINI_SEED.types, { key: TYPE_KEYS.customer, name: { en: 'Customer' }, resourceTypeIds: ['customer'], fieldDefinitions: [] }],
};

/**
 * The real application with test-sized limits, given as the same RATE_LIMIT_* variables
 * production reads (`{ RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3/15m' }`), on the embedded engine in
 * memory (returned, so a test can reach behind the calls), counting attempts in `storage` when
 * given (a Redis one), in process otherwise.
 */
export async function bruteForceApp(
  limits: Record<string, string>,
  { storage }: { storage?: AttemptStorage } = {},
): Promise<{ app: INestApplication; engine: EmbeddedCommerce }> {
  const engine = embeddedCommerce({ file: ':memory:', seed: () => ACCOUNTS_SEED });
  let builder = Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(ACTIVE_COMMERCE).useValue({ kind: 'embedded', port: engine })
    .overrideProvider(RATE_LIMITS).useValue(rateLimitsFromEnv({ NODE_ENV: 'test', ...limits }));
  if (storage) builder = builder.overrideProvider(ATTEMPT_STORAGE).useValue(storage);
  return { app: await shopTestApp(await builder.compile()), engine };
}

/**
 * Calls from one loopback address of 127.0.0.0/8: the connection's source address is what the app
 * sees as the client (no proxy is trusted), so two sources are two clients without forging any
 * header. Linux routes all of 127/8 to the loopback interface.
 */
export function clientAt(app: () => INestApplication, address: string) {
  const agent = new HttpAgent({ localAddress: address });
  return (method: string, body: unknown, host = 'localhost') =>
    request(app().getHttpServer()).post(`/api/ct/${method}?host=${host}`).agent(agent).send(body as object);
}
