import 'reflect-metadata';
import { Test } from '@nestjs/testing';
import type { INestApplication } from '@nestjs/common';
import { AppModule } from '../../app.module.js';
import { ACTIVE_COMMERCE } from '../../commerce/commerce.providers.js';
import { MINI_SEED } from '../../commerce/embedded/catalogue/mini-seed.fixture.js';
import { embeddedCommerce } from '../../commerce/embedded/embedded-commerce.js';
import { generateSeed } from '../../commerce/seed/generate-seed.js';
import type { SeedData } from '../../commerce/seed/seed-data.js';
import { shopTestApp } from '../../../test/shop-test-app.js';
import { PASSWORD_RESET_NOTIFIER } from '../password-reset-notifier.js';
import type { QueuedPasswordResetNotifier } from './queued-password-reset-notifier.js';
import { PASSWORD_RESET_DELIVERY_CONFIG, type PasswordResetDeliveryConfig } from './reset-delivery-config.js';

/** The small catalogue with the demo's custom types, channels and stores: every market's shopper can have an account. */
const FULL = generateSeed();
const SEED: SeedData = { ...MINI_SEED, types: FULL.types, channels: FULL.channels, stores: FULL.stores };

/** The real app (as backend/test/test-app.ts builds it) with the password reset's delivery settings given. */
export async function createResetMailTestApp(config: PasswordResetDeliveryConfig): Promise<{ app: INestApplication; notifier: QueuedPasswordResetNotifier }> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(ACTIVE_COMMERCE)
    .useFactory({ factory: () => ({ kind: 'embedded', port: embeddedCommerce({ file: ':memory:', seed: () => SEED }) }) })
    .overrideProvider(PASSWORD_RESET_DELIVERY_CONFIG)
    .useValue(config)
    .compile();
  const app = await shopTestApp(moduleRef);
  return { app, notifier: app.get<QueuedPasswordResetNotifier>(PASSWORD_RESET_NOTIFIER) };
}
