import { Logger } from '@nestjs/common';
import type { CommercePort } from '../commerce/port/commerce-port.js';
import { algoliaConfigFromEnv } from './algolia/algolia-config.js';
import { AlgoliaSearchEngine } from './algolia/algolia-search-engine.js';
import { EmbeddedSearchEngine } from './embedded/embedded-search-engine.js';
import { MarketIndexes } from './embedded/market-indexes.js';
import type { SearchEngine } from './search-engine.js';

/** Algolia when ALGOLIA_APP_ID and ALGOLIA_API_KEY are set, otherwise indexes built in process from the catalogue. */
export function createSearchEngine(env: Readonly<Record<string, string | undefined>>, commerce: CommercePort): SearchEngine {
  const logger = new Logger('Search');
  const config = algoliaConfigFromEnv(env);
  if (config) {
    logger.log(`Algolia application ${config.appId}${config.host ? ` at ${config.host.protocol}://${config.host.url}${config.host.port ? `:${config.host.port}` : ''}` : ''}`);
    return new AlgoliaSearchEngine(config);
  }
  return new EmbeddedSearchEngine(new MarketIndexes(commerce.catalogue));
}

/**
 * Whether the indexes are built in the background from start-up (SEARCH_WARM_UP, default true),
 * or each on its first search. Test runs default to the latter: dozens of test applications
 * would each build 28 indexes they never search.
 */
export function warmUpFromEnv(env: Readonly<Record<string, string | undefined>>): boolean {
  const setting = env['SEARCH_WARM_UP']?.trim().toLowerCase();
  if (setting === undefined || setting === '') return env['NODE_ENV'] !== 'test';
  if (setting === 'true' || setting === 'false') return setting === 'true';
  throw new Error(`SEARCH_WARM_UP must be true or false, got '${setting}'`);
}
