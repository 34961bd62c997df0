import { Controller, Get, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { CountryConfig } from '@shop/markets';
import { MarketResolver } from './market-resolver.service.js';
import { requestHost } from './request-host.js';

@Controller('api/market')
export class MarketController {
  constructor(private readonly markets: MarketResolver) {}

  /** The market the request's host selects, with its site data, switches and store features. */
  @Get()
  current(@Req() request: Request): CountryConfig {
    return this.markets.resolve(requestHost(request));
  }
}
