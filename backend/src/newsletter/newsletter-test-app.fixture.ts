import 'reflect-metadata';
import { Test } from '@nestjs/testing';
import type { INestApplication } from '@nestjs/common';
import { AppModule } from '../app.module.js';
import { ACTIVE_COMMERCE } from '../commerce/commerce.providers.js';
import { MINI_SEED } from '../commerce/embedded/catalogue/mini-seed.fixture.js';
import { embeddedCommerce } from '../commerce/embedded/embedded-commerce.js';
import { shopTestApp } from '../../test/shop-test-app.js';
import { NEWSLETTER_CONFIG, type NewsletterConfig } from './newsletter-config.js';
import { NewsletterService } from './newsletter.service.js';
import { RATE_LIMITS, rateLimitsFromEnv } from '../throttle/rate-limits.js';

/**
 * The real app (as backend/test/test-app.ts builds it) with the newsletter's settings given, and
 * rate limits as the RATE_LIMIT_* variables production reads (none: off, as under jest).
 */
export async function createNewsletterTestApp(
  config: NewsletterConfig,
  limits: Record<string, string> = {},
): Promise<{ app: INestApplication; newsletter: NewsletterService }> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(ACTIVE_COMMERCE)
    .useFactory({ factory: () => ({ kind: 'embedded', port: embeddedCommerce({ file: ':memory:', seed: () => MINI_SEED }) }) })
    .overrideProvider(NEWSLETTER_CONFIG)
    .useValue(config)
    .overrideProvider(RATE_LIMITS)
    .useValue(rateLimitsFromEnv({ NODE_ENV: 'test', ...limits }))
    .compile();
  const app = await shopTestApp(moduleRef);
  return { app, newsletter: app.get(NewsletterService) };
}
