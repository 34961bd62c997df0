import 'reflect-metadata';
import { Test } from '@nestjs/testing';
import type { INestApplication } from '@nestjs/common';
import type { StoreDraft } from '@commercetools/platform-sdk';
import { AppModule } from '../app.module.js';
import { ACTIVE_COMMERCE } from '../commerce/commerce.providers.js';
import { MINI_SEED } from '../commerce/embedded/catalogue/mini-seed.fixture.js';
import { embeddedCommerce } from '../commerce/embedded/embedded-commerce.js';
import { STORE_SWITCH_FIELDS, TYPE_KEYS } from '../commerce/schema/index.js';
import { customTypes } from '../commerce/seed/custom-types.js';
import type { SeedData } from '../commerce/seed/seed-data.js';
import { shopTestApp } from '../../test/shop-test-app.js';
import { VAT_CONFIG, type VatConfig } from './vat-config.js';

const storeWith = (key: string, vatValidation: boolean): StoreDraft => ({
  key, name: { en: key }, languages: ['en'],
  custom: {
    type: { typeId: 'type', key: TYPE_KEYS.store },
    fields: { ...Object.fromEntries(STORE_SWITCH_FIELDS.map((name) => [name, false])), vat_validation_enabled: vatValidation },
  },
});

/**
 * The mini seed with the real store type and stores: validation on in AT, DE, GR, HU and CH,
 * explicitly off in SK, and PL's store without any custom fields (the flag absent).
 */
export const VAT_SEED: SeedData = {
  ...MINI_SEED,
  types: [...MINI_SEED.types, customTypes().find((type) => type.key === TYPE_KEYS.store)!],
  stores: [
    storeWith('ex-sk', false),
    ...['ex-at', 'ex-de', 'ex-gr', 'ex-hu', 'ex-ch'].map((key) => storeWith(key, true)),
    { key: 'ex-pl', name: { en: 'ex-pl' }, languages: ['en'] },
  ],
};

/** The real app (as backend/test/test-app.ts builds it) with the VAT settings given. */
export async function createVatTestApp(config: VatConfig): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(ACTIVE_COMMERCE)
    .useFactory({ factory: () => ({ kind: 'embedded', port: embeddedCommerce({ file: ':memory:', seed: () => VAT_SEED }), seed: () => VAT_SEED }) })
    .overrideProvider(VAT_CONFIG)
    .useValue(config)
    .compile();
  return shopTestApp(moduleRef);
}
