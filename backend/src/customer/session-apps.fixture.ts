import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AppModule } from '../app.module.js';
import { SESSION_COOKIE_NAME } from '../api/session-cookie.js';
import { ACTIVE_COMMERCE } from '../commerce/commerce.providers.js';
import { MINI_SEED } from '../commerce/embedded/catalogue/mini-seed.fixture.js';
import { embeddedCommerce } from '../commerce/embedded/embedded-commerce.js';
import type { SeedData } from '../commerce/seed/seed-data.js';
import { shopTestApp } from '../../test/shop-test-app.js';

/** The small seed plus the shop's customer type, so customers can sign up; its one SKU is in stock. */
export const SESSION_SEED: SeedData = {
  ...MINI_SEED,
  types: [...MINI_SEED.types, { key: 'customer-fields', name: { en: 'Customer' }, resourceTypeIds: ['customer'], fieldDefinitions: [] }],
};
export const STOCKED_SKU = 'EX10012345';

/**
 * The real app on the embedded engine in `file` (':memory:' or a SQLite file that several apps
 * share, like replicas sharing a database), with REDIS_URL when a Redis is given (replicas
 * sharing a cache). The cache store is chosen from the environment while the module compiles.
 */
export async function sessionApp(file: string, redisUrl?: string): Promise<INestApplication> {
  if (redisUrl !== undefined) {
    process.env['REDIS_URL'] = redisUrl;
    // A real Redis answers in well under this; a loaded machine must not make the app skip it.
    process.env['REDIS_TIMEOUT_MS'] = '10000';
  }
  try {
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
      .overrideProvider(ACTIVE_COMMERCE)
      .useFactory({ factory: () => ({ kind: 'embedded', port: embeddedCommerce({ file, seed: () => SESSION_SEED }) }) })
      .compile();
    return await shopTestApp(moduleRef);
  } finally {
    delete process.env['REDIS_URL'];
    delete process.env['REDIS_TIMEOUT_MS'];
  }
}

/** The `shop_session=…` pair a response set, if it set one. */
export function sessionCookieOf(response: request.Response): string | undefined {
  const header = response.headers['set-cookie'] as unknown;
  const cookies = Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
  return cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`))?.split(';')[0];
}

/** `POST /api/ct/{method}` on the SK market with exactly this Cookie header (none when undefined). */
export function callWith(app: INestApplication, method: string, body: unknown, cookie?: string): request.Test {
  const post = request(app.getHttpServer()).post(`/api/ct/${method}?host=localhost`);
  return (cookie === undefined ? post : post.set('Cookie', cookie)).send(body as object);
}
