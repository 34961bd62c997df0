import { BadRequestException, Body, Controller, HttpCode, NotFoundException, Param, Post, Req, Res, UseFilters } from '@nestjs/common';
import type { Request, Response } from 'express';
import { MarketResolver } from '../market/market-resolver.service.js';
import { requestHost } from '../market/request-host.js';
import type { CallContext } from './call-context.js';
import { CallExceptionFilter } from './call-exception.filter.js';
import { CommerceMethodRegistry } from './commerce-method.registry.js';
import { marketContext } from './market-context.js';
import { validatePayload } from './payload-validation.js';
import { SerializedJson } from './serialized-json.js';
import { sessionOf } from './session.middleware.js';

/**
 * The storefront's single commerce entry point: `POST /api/ct/{method}` with a JSON array of
 * payload parts, as the spec's middleware calls it. The host (query parameter, x-forwarded-host,
 * Host) selects the market; the registered handler gets the validated parts and the context.
 */
@Controller('api/ct')
@UseFilters(CallExceptionFilter)
export class CallController {
  constructor(
    private readonly registry: CommerceMethodRegistry,
    private readonly markets: MarketResolver,
  ) {}

  // 200 rather than Nest's default 201 for POST: a call is a read or an update, not a creation of /api/ct/x.
  @Post(':method')
  @HttpCode(200)
  async call(
    @Param('method') name: string,
    @Body() body: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<unknown> {
    const method = this.registry.find(name);
    if (!method) throw new NotFoundException(`Unknown method '${name}'`);
    if (!Array.isArray(body)) throw new BadRequestException('The request body must be a JSON array of payload parts');
    const market = marketContext(this.markets.resolve(requestHost(request)), request);
    const session = sessionOf(request);
    // The session middleware runs on every route of this controller; its absence is a wiring bug (→ 500).
    if (!session) throw new Error('No session: SessionMiddleware is not applied to the call route');
    const parts = await validatePayload(method, body);
    const context: CallContext = { market, session };
    const result = await method.invoke(parts, context);
    if (!(result instanceof SerializedJson)) return result;
    response.type('application/json');
    return result.json;
  }
}
