import 'reflect-metadata';
import { Test } from '@nestjs/testing';
import type { INestApplication } from '@nestjs/common';
import { AppModule } from '../app.module.js';
import { ACTIVE_COMMERCE } from '../commerce/commerce.providers.js';
import { MINI_SEED } from '../commerce/embedded/catalogue/mini-seed.fixture.js';
import { embeddedCommerce } from '../commerce/embedded/embedded-commerce.js';
import { shopTestApp } from '../../test/shop-test-app.js';
import { RATE_LIMITS, rateLimitsFromEnv } from '../throttle/rate-limits.js';
import { SUPPORT_CONFIG, type SupportConfig } from './support-config.js';
import { SupportRequests } from './support-requests.js';

/** The real app with the support settings given, and rate limits as production reads them from RATE_LIMIT_* (none: off, as under jest). */
export async function createSupportTestApp(
  config: SupportConfig,
  limits: Record<string, string> = {},
): Promise<{ app: INestApplication; support: SupportRequests }> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(ACTIVE_COMMERCE)
    .useFactory({ factory: () => ({ kind: 'embedded', port: embeddedCommerce({ file: ':memory:', seed: () => MINI_SEED }) }) })
    .overrideProvider(SUPPORT_CONFIG)
    .useValue(config)
    .overrideProvider(RATE_LIMITS)
    .useValue(rateLimitsFromEnv({ NODE_ENV: 'test', ...limits }))
    .compile();
  const app = await shopTestApp(moduleRef);
  return { app, support: app.get(SupportRequests) };
}
