import { Controller, Cookies, Get, Inject, Logger, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { sameSitePath } from '@shop/domain';
import { parseProductionDomains } from '@shop/markets';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallContext } from '../api/call-context.js';
import { CallSession } from '../api/call-session.js';
import { marketContext } from '../api/market-context.js';
import { SessionCookieVerifier } from '../api/session-cookie-verifier.js';
import { decodeSessionCookie, encodeSessionCookie, SESSION_COOKIE_NAME, sessionCookieOptions } from '../api/session-cookie.js';
import { SessionGenerations } from '../api/session-generations.js';
import { MarketResolver } from '../market/market-resolver.service.js';
import { requestHost } from '../market/request-host.js';
import { clientIp } from '../throttle/client-ip.js';
import { marketOriginOf } from './market-origin.js';
import { ProviderClients } from './provider-clients.js';
import { decodeSocialFlow, encodeSocialFlow, SOCIAL_FLOW_COOKIE, socialFlowCookieOptions } from './social-flow-cookie.js';
import { problemOf, SocialRefusal } from './social-refusal.js';
import { callbackPath, SocialSignInFlow } from './social-sign-in-flow.js';
import { configuredProviders, SOCIAL_PROVIDER_NAMES, SOCIAL_SETTINGS, type SocialProviderName, type SocialSettings } from './social-settings.js';

/** Where a sign-in without a (usable) target ends: the storefront's home and login page. */
const DEFAULT_RETURN = '/';
const DEFAULT_LOGIN_PAGE = '/login';

const withProblem = (loginPage: string, problem: string): string =>
  `${loginPage}${loginPage.includes('?') ? '&' : '?'}social=${problem}`;

/**
 * Social sign-in (issue 20): `GET /api/social/providers` lists the configured providers (the
 * storefront shows their buttons); `GET /api/social/{provider}/start?returnTo=…&loginPage=…` sends
 * the shopper to the provider; the provider sends them back to `…/callback`. Both are plain GETs
 * through the storefront's /api proxy, so the browser sees one origin and the buttons are links.
 * Every refusal ends on the login page with `?social={problem}`; never a 5xx.
 */
@Controller('api/social')
export class SocialSignInController {
  private readonly logger = new Logger('SocialSignIn');
  private readonly domains = parseProductionDomains(process.env.MARKET_DOMAINS);

  constructor(
    @Inject(SOCIAL_SETTINGS) private readonly settings: SocialSettings,
    @Inject(ProviderClients) private readonly clients: ProviderClients,
    @Inject(SessionCookieVerifier) private readonly cookies: SessionCookieVerifier,
    private readonly flow: SocialSignInFlow,
    private readonly markets: MarketResolver,
    private readonly generations: SessionGenerations,
    private readonly http: HttpAdapterHost,
  ) {}

  @Get('providers')
  providers(): { providers: SocialProviderName[] } {
    return { providers: configuredProviders(this.settings) };
  }

  @Get(':provider/start')
  async start(
    @Param('provider') name: string, @Query() query: Record<string, unknown>, @Req() request: FastifyRequest, @Res() reply: FastifyReply,
  ): Promise<void> {
    const provider = this.provider(name);
    const settings = this.clients.settingsOf(provider)!;
    const origin = this.origin(request);
    // The one same-site rule (domain's sameSitePath, ADR 12) decides both targets.
    const returnTo = sameSitePath(query['returnTo']) ?? DEFAULT_RETURN;
    const loginPage = sameSitePath(query['loginPage']) ?? DEFAULT_LOGIN_PAGE;
    try {
      const started = await this.flow.start(provider, settings, origin, returnTo, loginPage, Date.now());
      this.http.httpAdapter.setCookie!(reply, SOCIAL_FLOW_COOKIE, encodeSocialFlow(started.flow), socialFlowCookieOptions(request.protocol === 'https'));
      await reply.header('cache-control', 'no-store').redirect(started.authorizationUrl, 303);
    } catch (error) {
      // Nothing was asked of the shopper yet: whatever failed (discovery, a misconfigured issuer), the provider cannot be used now.
      await this.refuse(reply, origin, loginPage, provider, new SocialRefusal('unavailable', `the sign-in could not start: ${(error as Error).message}`));
    }
  }

  @Get(':provider/callback')
  async callback(
    @Param('provider') name: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply, @Cookies() cookies: Readonly<Record<string, string | undefined>>,
  ): Promise<void> {
    const provider = this.provider(name);
    const settings = this.clients.settingsOf(provider)!;
    const origin = this.origin(request);
    const flow = decodeSocialFlow(this.cookies.unsign(cookies[SOCIAL_FLOW_COOKIE]), Date.now());
    // One use: whatever happens next, this browser's flow is over.
    this.http.httpAdapter.clearCookie!(reply, SOCIAL_FLOW_COOKIE, { path: socialFlowCookieOptions(false).path });
    const loginPage = flow?.loginPage ?? DEFAULT_LOGIN_PAGE;
    const context = await this.context(request, cookies);
    try {
      if (!flow || flow.provider !== provider) throw new SocialRefusal('refused', 'no sign-in of this provider was started in this browser');
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      await this.flow.finish(flow, settings, new URL(`${origin}${callbackPath(provider)}${query}`), context);
      this.http.httpAdapter.setCookie!(reply, SESSION_COOKIE_NAME, encodeSessionCookie(context.session.current),
        sessionCookieOptions({ overTls: request.protocol === 'https', expiresAt: context.session.current.expiresAt }));
      await reply.header('cache-control', 'no-store').redirect(`${origin}${flow.returnTo}`, 303);
    } catch (error) {
      if (context.session.mustBeIssued && context.session.current.customerId === undefined) {
        this.http.httpAdapter.setCookie!(reply, SESSION_COOKIE_NAME, encodeSessionCookie(context.session.current), sessionCookieOptions({ overTls: request.protocol === 'https' }));
      }
      await this.refuse(reply, origin, loginPage, provider, error);
    }
  }

  private provider(name: string): SocialProviderName {
    const provider = SOCIAL_PROVIDER_NAMES.find((known) => known === name);
    if (!provider || !this.settings[provider]) throw new NotFoundException(`No social sign-in provider '${name}' is configured`);
    return provider;
  }

  private origin(request: FastifyRequest): string {
    const host = requestHost(request) ?? '';
    return marketOriginOf(this.markets.resolve(host).site, host, request.protocol, this.domains);
  }

  private async context(request: FastifyRequest, cookies: Readonly<Record<string, string | undefined>>): Promise<CallContext> {
    const signed = decodeSessionCookie(this.cookies.unsign(cookies[SESSION_COOKIE_NAME]));
    const session = CallSession.from(await this.generations.admit(signed));
    const market = marketContext(this.markets.resolve(requestHost(request)), { query: request.query as Record<string, unknown>, cookies, headers: request.headers });
    return { market, session, clientIp: clientIp(request) };
  }

  private async refuse(reply: FastifyReply, origin: string, loginPage: string, provider: SocialProviderName, error: unknown): Promise<void> {
    const problem = problemOf(error);
    const message = `${provider} sign-in refused (${problem}): ${(error as Error).message ?? String(error)}`;
    if (problem === 'unavailable') this.logger.error(message);
    else this.logger.warn(message);
    await reply.header('cache-control', 'no-store').redirect(`${origin}${withProblem(loginPage, problem)}`, 303);
  }
}
