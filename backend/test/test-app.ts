import 'reflect-metadata';
import { Test } from '@nestjs/testing';
import type { INestApplication } from '@nestjs/common';
import { AppModule } from '../src/app.module.js';
import { ACTIVE_COMMERCE } from '../src/commerce/commerce.providers.js';
import { MINI_SEED } from '../src/commerce/embedded/catalogue/mini-seed.fixture.js';
import { embeddedCommerce } from '../src/commerce/embedded/embedded-commerce.js';
import type { SeedData } from '../src/commerce/seed/seed-data.js';
import { shopTestApp } from './shop-test-app.js';

/**
 * The real application module, initialised in-process for supertest (no listening port). Its
 * commerce engine is the real embedded engine in memory, loaded with the small seed by default so
 * a test file starts in milliseconds; specs that need the full demo catalogue pass its seed.
 */
export async function createTestApp(seed: SeedData = MINI_SEED, options: Parameters<typeof shopTestApp>[1] = {}): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(ACTIVE_COMMERCE)
    .useFactory({ factory: () => ({ kind: 'embedded', port: embeddedCommerce({ file: ':memory:', seed: () => seed }), seed: () => seed }) })
    .compile();
  return shopTestApp(moduleRef, options);
}
