import { Controller, Get, Inject } from '@nestjs/common';
import { ShopCache, type CacheHealth } from '../cache/shop-cache.js';
import { ACTIVE_COMMERCE, type ActiveCommerce, type CommerceEngineKind } from '../commerce/commerce.providers.js';
import { SEARCH_ENGINE, type SearchEngine, type SearchReadiness } from '../search/search-engine.js';

interface Health {
  /** 'degraded' while a dependency the shop can do without fails (the Redis cache); the answer is still a 200. */
  readonly status: 'ok' | 'degraded';
  readonly commerce: CommerceEngineKind;
  /** The store that serves the caches: 'redis', 'memory', or 'degraded' while Redis fails (served in process). */
  readonly cache: CacheHealth['state'];
  /** Why the cache is degraded. */
  readonly cacheError?: string;
  /** A gateway or a load test can wait for 'ready' before sending traffic (search indexes built). */
  readonly search: SearchReadiness;
}

/**
 * Liveness for the gateway and for ops: answers without calling any dependency, and says which
 * commerce engine and cache store run and whether the search indexes are built yet.
 *
 * Reading chosen (issue 11): a Redis outage answers 200 with status and cache 'degraded' and the
 * cause. The shop still serves every call (from the in-process cache), and every replica shares
 * the one Redis: a non-2xx answer would make the load balancer take all of them out at once.
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
    const cache = this.cache.health();
    return {
      status: cache.state === 'degraded' ? 'degraded' : 'ok',
      commerce: this.commerce.kind,
      cache: cache.state,
      ...('reason' in cache ? { cacheError: cache.reason } : {}),
      search: this.search.readiness(),
    };
  }
}
