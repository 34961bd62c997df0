import { BadRequestException, Controller, Get, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MarketResolver } from '../market/market-resolver.service.js';
import { requestHost } from '../market/request-host.js';
import type { VatAnswer } from './vat-answer.js';
import { VatService } from './vat.service.js';

/** Longer than any VAT ID typed with spaces and labels ("CHE-123.456.789 MWST"), short enough to refuse junk. */
export const MAX_VAT_ID_INPUT = 64;

function customerVatId(query: unknown): string {
  const value = (query as Record<string, unknown> | undefined)?.['UstId_2'];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new BadRequestException("UstId_2 is required: the customer's VAT ID (prefix and number), given once");
  }
  if (value.length > MAX_VAT_ID_INPUT) throw new BadRequestException(`UstId_2 must be at most ${MAX_VAT_ID_INPUT} characters`);
  return value;
}

/**
 * Spec 2 §7's VAT call: `GET /api/vat/validate?UstId_2=ATU12345678` → { valid, outcome, raw }.
 * The market (from the host) supplies UstId_1, the shop's own VAT ID: one the client sends is ignored.
 */
@Controller('api/vat')
export class VatController {
  constructor(
    private readonly markets: MarketResolver,
    private readonly vat: VatService,
  ) {}

  @Get('validate')
  validate(@Req() request: FastifyRequest): Promise<VatAnswer> {
    const { site } = this.markets.resolve(requestHost(request));
    const typed = customerVatId(request.query);
    return this.vat.validate({ country: site.code, storeKey: site.storeKey }, typed);
  }
}
