import { Module } from '@nestjs/common';
import { MarketController } from './market.controller.js';
import { MarketResolver } from './market-resolver.service.js';

@Module({ controllers: [MarketController], providers: [MarketResolver], exports: [MarketResolver] })
export class MarketModule {}
