import { Controller, Get, Inject } from '@nestjs/common';
import { ShopCache } from '../cache/shop-cache.js';
import { ACTIVE_COMMERCE, type ActiveCommerce, type CommerceEngineKind } from '../commerce/commerce.providers.js';

/** Liveness for the gateway and for ops: answers without calling any dependency, and says which commerce engine and cache store run. */
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(ACTIVE_COMMERCE) private readonly commerce: ActiveCommerce,
    private readonly cache: ShopCache,
  ) {}

  @Get()
  health(): { status: 'ok'; commerce: CommerceEngineKind; cache: ShopCache['kind'] } {
    return { status: 'ok', commerce: this.commerce.kind, cache: this.cache.kind };
  }
}
