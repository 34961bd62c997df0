import { Body, Controller, Get, Header, HttpCode, Inject, NotFoundException, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { marketContext } from '../api/market-context.js';
import { MarketResolver } from '../market/market-resolver.service.js';
import { requestHost } from '../market/request-host.js';
import { AttemptLimiter, tooMany } from '../throttle/attempt-limiter.js';
import { clientIp } from '../throttle/client-ip.js';
import { SUPPORT_CONFIG, type SupportConfig } from './support-config.js';
import { supportRequestForm } from './support-request.payload.js';
import { SupportRequests, type ListedSupportRequest } from './support-requests.js';

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/**
 * Support requests (spec 2 §3–§5, §7), posted by the storefront's form action rather than by the
 * browser straight to the CRM, so a CRM outage loses nothing:
 * - `POST /api/support/requests` with the form's fields as JSON → 202 `{ reference }` once the
 *   request is stored; 400 naming what is wrong; 429 over the per-address or per-e-mail limit.
 *   The market (country, locale) comes from the host and the language sources, as for every call.
 * - `GET /api/support/requests` with `Authorization: Bearer <OPERATOR_TOKEN>` → the requests the
 *   CRM has not taken yet (without a CRM: all of them), oldest first.
 */
@Controller('api/support/requests')
export class SupportController {
  constructor(
    private readonly markets: MarketResolver,
    private readonly requests: SupportRequests,
    private readonly attempts: AttemptLimiter,
    @Inject(SUPPORT_CONFIG) private readonly config: SupportConfig,
  ) {}

  @Post()
  @HttpCode(202)
  @Header('Cache-Control', 'no-store')
  async submit(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ reference: string }> {
    const market = marketContext(this.markets.resolve(requestHost(request)), {
      query: request.query as Record<string, unknown>,
      cookies: (request as FastifyRequest & { cookies?: Record<string, string> }).cookies ?? {},
      headers: request.headers,
    });
    const form = supportRequestForm(body);
    const refusal = await this.attempts.count('supportRequest', { clientIp: clientIp(request) }, form.customerEmail);
    if (refusal) {
      void reply.header('Retry-After', String(refusal.retryAfterSeconds));
      throw tooMany('supportRequest', refusal);
    }
    return { reference: this.requests.submit(form, market) };
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@Req() request: FastifyRequest): { handedOnTo: 'crm' | 'nobody'; requests: ListedSupportRequest[] } {
    const token = this.config.operatorToken;
    if (!token) throw new NotFoundException('The operators\' list of support requests is off: OPERATOR_TOKEN is not set');
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    // Compared as digests: equal length, so the comparison's time says nothing about the token.
    if (!timingSafeEqual(digest(given), digest(token))) throw new UnauthorizedException('Authorization: Bearer <OPERATOR_TOKEN> is required');
    return { handedOnTo: this.requests.handsOn ? 'crm' : 'nobody', requests: this.requests.undelivered() };
  }
}
