import { Controller, Get, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { CountryConfig } from '@shop/markets';
import { MarketResolver } from './market-resolver.service.js';
import { requestHost } from './request-host.js';

@Controller('api/market')
export class MarketController {
  constructor(private readonly markets: MarketResolver) {}

  /** The market the request's host selects, with its site data, switches and store features. */
  @Get()
  current(@Req() request: FastifyRequest): CountryConfig {
    return this.markets.resolve(requestHost(request));
  }
}
