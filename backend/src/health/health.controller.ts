import { Controller, Get } from '@nestjs/common';

/** Liveness for the gateway and for ops: answers without touching any dependency. */
@Controller('api/health')
export class HealthController {
  @Get()
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
