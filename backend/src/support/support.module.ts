import { Module } from '@nestjs/common';
import { MarketModule } from '../market/market.module.js';
import { SUPPORT_CONFIG, supportConfigFromEnv } from './support-config.js';
import { SupportController } from './support.controller.js';
import { SupportRequests } from './support-requests.js';

/** Support requests: stored before they are answered, handed to the CRM's web-to-case form (CRM_*) with retries. */
@Module({
  imports: [MarketModule],
  controllers: [SupportController],
  providers: [
    // Read when the module is built: a malformed or half-given CRM_* setting stops start-up naming it.
    { provide: SUPPORT_CONFIG, useFactory: () => supportConfigFromEnv(process.env) },
    SupportRequests,
  ],
})
export class SupportModule {}
