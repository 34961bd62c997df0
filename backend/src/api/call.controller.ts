import { BadRequestException, Body, Controller, Cookies, HttpCode, NotFoundException, Param, Post, Req, Res, UseFilters } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MarketResolver } from '../market/market-resolver.service.js';
import { requestHost } from '../market/request-host.js';
import { clientIp } from '../throttle/client-ip.js';
import type { CallContext } from './call-context.js';
import { CallExceptionFilter } from './call-exception.filter.js';
import { CallSession } from './call-session.js';
import { CommerceMethodRegistry } from './commerce-method.registry.js';
import { marketContext } from './market-context.js';
import { validatePayload } from './payload-validation.js';
import { SerializedJson } from './serialized-json.js';
import { SessionCookieVerifier } from './session-cookie-verifier.js';
import { SessionGenerations } from './session-generations.js';
import { decodeSessionCookie, encodeSessionCookie, SESSION_COOKIE_NAME, sessionCookieOptions } from './session-cookie.js';

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
    private readonly http: HttpAdapterHost,
    private readonly sessionCookies: SessionCookieVerifier,
    private readonly sessionGenerations: SessionGenerations,
  ) {}

  // 200 rather than Nest's default 201 for POST: a call is a read or an update, not a creation of /api/ct/x.
  @Post(':method')
  @HttpCode(200)
  async call(
    @Param('method') name: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Cookies() cookies: Readonly<Record<string, string>>,
  ): Promise<unknown> {
    // A tampered or unsigned cookie is not read: a new anonymous session replaces it, and so
    // does a customer session that log-out or a password reset has ended. A new session is issued
    // even when the call then fails, so a shopper's first request always leaves them with an id.
    const signed = decodeSessionCookie(this.sessionCookies.unsign(cookies[SESSION_COOKIE_NAME]));
    const session = CallSession.from(await this.sessionGenerations.admit(signed));
    try {
      const method = this.registry.find(name);
      if (!method) throw new NotFoundException(`Unknown method '${name}'`);
      if (!Array.isArray(body)) throw new BadRequestException('The request body must be a JSON array of payload parts');
      const market = marketContext(this.markets.resolve(requestHost(request)), { query: request.query as Record<string, unknown>, cookies, headers: request.headers });
      const parts = await validatePayload(method, body);
      const context: CallContext = { market, session, clientIp: clientIp(request) };
      const result = await method.invoke(parts, context);
      if (!(result instanceof SerializedJson)) return result;
      void reply.type('application/json; charset=utf-8');
      return result.json;
    } finally {
      if (session.mustBeIssued) {
        this.http.httpAdapter.setCookie!(reply, SESSION_COOKIE_NAME, encodeSessionCookie(session.current), sessionCookieOptions({ overTls: request.protocol === 'https', expiresAt: session.current.expiresAt }));
      }
    }
  }
}
