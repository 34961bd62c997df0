import { Controller, Get, Inject } from '@nestjs/common';
import { ACTIVE_COMMERCE, type ActiveCommerce, type CommerceEngineKind } from '../commerce/commerce.providers.js';

/** Liveness for the gateway and for ops: answers without calling any dependency, and says which commerce engine runs. */
@Controller('api/health')
export class HealthController {
  constructor(@Inject(ACTIVE_COMMERCE) private readonly commerce: ActiveCommerce) {}

  @Get()
  health(): { status: 'ok'; commerce: CommerceEngineKind } {
    return { status: 'ok', commerce: this.commerce.kind };
  }
}
