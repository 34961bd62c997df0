import { Module } from '@nestjs/common';
import { CommerceModule } from './commerce/commerce.module.js';
import { HealthModule } from './health/health.module.js';
import { MarketModule } from './market/market.module.js';

@Module({ imports: [CommerceModule, HealthModule, MarketModule] })
export class AppModule {}
