import 'reflect-metadata';
import { Test } from '@nestjs/testing';
import type { INestApplication } from '@nestjs/common';
import { AppModule } from '../app.module.js';
import { ACTIVE_COMMERCE } from '../commerce/commerce.providers.js';
import { embeddedCommerce } from '../commerce/embedded/embedded-commerce.js';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import type { SeedData } from '../commerce/seed/seed-data.js';
import { shopTestApp } from '../../test/shop-test-app.js';
import { CONSENT_FORWARDING_CONFIG, type ConsentForwardingConfig } from './consent-forwarding-config.js';
import { ConsentForwarding } from './consent-forwarding.js';

let seed: SeedData | undefined;

/** The real app (the demo seed: it holds the shop's custom types) with the consent forwarding's settings given (TRACKING_URL pointing at a fake, or none). */
export async function createConsentTestApp(config: ConsentForwardingConfig): Promise<{ app: INestApplication; forwarding: ConsentForwarding }> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(ACTIVE_COMMERCE)
    .useFactory({ factory: () => ({ kind: 'embedded', port: embeddedCommerce({ file: ':memory:', seed: () => (seed ??= generateSeed()) }) }) })
    .overrideProvider(CONSENT_FORWARDING_CONFIG)
    .useValue(config)
    .compile();
  const app = await shopTestApp(moduleRef);
  return { app, forwarding: app.get(ConsentForwarding) };
}
