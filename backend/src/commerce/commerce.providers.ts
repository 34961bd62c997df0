import { Logger } from '@nestjs/common';
import { commercetoolsCommerce } from './commercetools/commercetools-commerce.js';
import { ctpConfigFromEnv } from './commercetools/ctp-config.js';
import { passwordHashCostFromEnv } from './embedded/customers/password-hash-cost.js';
import { embeddedCommerce } from './embedded/embedded-commerce.js';
import type { CommercePort } from './port/commerce-port.js';
import { generateSeed, type SeedData } from './seed/index.js';

export type CommerceEngineKind = 'embedded' | 'commercetools';

export interface ActiveCommerce {
  readonly kind: CommerceEngineKind;
  readonly port: CommercePort;
  /**
   * The demo drafts the embedded engine is loaded with (the same ones on every start: the seed is
   * deterministic), for what is drawn from them rather than stored: the product pictures the media
   * route serves. Absent on commercetools, whose products name their own images.
   */
  readonly seed?: () => SeedData;
}

export const ACTIVE_COMMERCE = Symbol('ActiveCommerce');

export const DEFAULT_DATABASE_FILE = 'data/shop.sqlite';

/**
 * commercetools when the CTP_* variables are set, otherwise the embedded engine in
 * ENGINE_DATABASE_FILE (default data/shop.sqlite), seeded with the demo shop on first start, its
 * password hashes at PASSWORD_HASH_COST (read before the database is opened, so a refused cost
 * stops start-up before anything is written).
 */
export function createCommerce(env: Readonly<Record<string, string | undefined>> = process.env): ActiveCommerce {
  const logger = new Logger('Commerce');
  const config = ctpConfigFromEnv(env);
  if (config) {
    logger.log(`commercetools project ${config.projectKey} at ${config.apiUrl}`);
    return { kind: 'commercetools', port: commercetoolsCommerce(config) };
  }
  const file = env['ENGINE_DATABASE_FILE']?.trim() || DEFAULT_DATABASE_FILE;
  const passwordHashCost = passwordHashCostFromEnv(env);
  const engine = embeddedCommerce({ file, seed: generateSeed, passwordHashCost });
  logger.log(`embedded engine in ${file}${engine.seeded ? ' (seeded with the demo shop)' : ''}, password hashes scrypt N=2^${Math.log2(passwordHashCost.N)}`);
  return { kind: 'embedded', port: engine, seed: generateSeed };
}
