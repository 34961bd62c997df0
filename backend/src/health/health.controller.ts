import { Controller, Get, Inject } from '@nestjs/common';
import { ShopCache } from '../cache/shop-cache.js';
import { ACTIVE_COMMERCE, type ActiveCommerce, type CommerceEngineKind } from '../commerce/commerce.providers.js';
import { SEARCH_ENGINE, type SearchEngine, type SearchReadiness } from '../search/search-engine.js';

interface Health {
  readonly status: 'ok';
  readonly commerce: CommerceEngineKind;
  readonly cache: ShopCache['kind'];
  /** A gateway or a load test can wait for 'ready' before sending traffic (search indexes built). */
  readonly search: SearchReadiness;
}

/**
 * Liveness for the gateway and for ops: answers without calling any dependency, and says which
 * commerce engine and cache store run and whether the search indexes are built yet.
 */
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(ACTIVE_COMMERCE) private readonly commerce: ActiveCommerce,
    private readonly cache: ShopCache,
    @Inject(SEARCH_ENGINE) private readonly search: SearchEngine,
  ) {}

  @Get()
  health(): Health {
    return { status: 'ok', commerce: this.commerce.kind, cache: this.cache.kind, search: this.search.readiness() };
  }
}
