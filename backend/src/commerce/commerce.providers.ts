import { Logger } from '@nestjs/common';
import { commercetoolsCommerce } from './commercetools/commercetools-commerce.js';
import { ctpConfigFromEnv } from './commercetools/ctp-config.js';
import { embeddedCommerce } from './embedded/embedded-commerce.js';
import type { CommercePort } from './port/commerce-port.js';
import { generateSeed } from './seed/index.js';

export type CommerceEngineKind = 'embedded' | 'commercetools';

export interface ActiveCommerce {
  readonly kind: CommerceEngineKind;
  readonly port: CommercePort;
}

export const ACTIVE_COMMERCE = Symbol('ActiveCommerce');

const DEFAULT_DATABASE_FILE = 'data/shop.sqlite';

/**
 * commercetools when the CTP_* variables are set, otherwise the embedded engine in
 * ENGINE_DATABASE_FILE (default data/shop.sqlite), seeded with the demo shop on first start.
 */
export function createCommerce(env: Readonly<Record<string, string | undefined>> = process.env): ActiveCommerce {
  const logger = new Logger('Commerce');
  const config = ctpConfigFromEnv(env);
  if (config) {
    logger.log(`commercetools project ${config.projectKey} at ${config.apiUrl}`);
    return { kind: 'commercetools', port: commercetoolsCommerce(config) };
  }
  const file = env['ENGINE_DATABASE_FILE']?.trim() || DEFAULT_DATABASE_FILE;
  const engine = embeddedCommerce({ file, seed: generateSeed });
  logger.log(`embedded engine in ${file}${engine.seeded ? ' (seeded with the demo shop)' : ''}`);
  return { kind: 'embedded', port: engine };
}
