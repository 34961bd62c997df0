import { Module } from '@nestjs/common';
import { HealthModule } from './health/health.module.js';
import { MarketModule } from './market/market.module.js';

@Module({ imports: [HealthModule, MarketModule] })
export class AppModule {}
