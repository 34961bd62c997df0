import { Inject, Injectable, Logger } from '@nestjs/common';
import * as client from 'openid-client';
import type { CallContext } from '../api/call-context.js';
import { oauthIdentity, oidcIdentity, type SocialIdentity } from './social-identity.js';
import { SocialAccounts } from './social-accounts.js';
import { ProviderClients } from './provider-clients.js';
import { SOCIAL_FLOW_SECONDS, type SocialFlow } from './social-flow-cookie.js';
import { SocialRefusal } from './social-refusal.js';
import type { SocialProviderName, SocialProviderSettings } from './social-settings.js';

/** Spec 1 §6, spec 2 §6: scopes profile and email (Facebook names the profile scope public_profile). */
const SCOPES: Readonly<Record<SocialProviderSettings['kind'], string>> = { oidc: 'openid profile email', oauth: 'email public_profile' };

export const callbackPath = (provider: SocialProviderName): string => `/api/social/${provider}/callback`;

/** The start of a sign-in: where to send the shopper, and what the callback must find again. */
export interface SocialStart {
  readonly authorizationUrl: string;
  readonly flow: SocialFlow;
}

/**
 * The authorisation-code flow with openid-client (v6): PKCE (S256) always, a random state bound
 * to the browser by the flow cookie, and for OpenID Connect a nonce and the ID token's checks
 * (signature, issuer, audience, expiry, nonce). The e-mail comes from the userinfo endpoint.
 */
@Injectable()
export class SocialSignInFlow {
  private readonly logger = new Logger('SocialSignIn');

  constructor(
    @Inject(ProviderClients) private readonly clients: ProviderClients,
    private readonly accounts: SocialAccounts,
  ) {}

  async start(provider: SocialProviderName, settings: SocialProviderSettings, origin: string, returnTo: string, loginPage: string, nowMs: number): Promise<SocialStart> {
    const config = await this.clients.configuration(provider, settings);
    const state = client.randomState();
    const codeVerifier = client.randomPKCECodeVerifier();
    const nonce = settings.kind === 'oidc' ? client.randomNonce() : undefined;
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: `${origin}${callbackPath(provider)}`,
      response_type: 'code',
      scope: SCOPES[settings.kind],
      state,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ...(nonce ? { nonce } : {}),
    });
    const expiresAt = Math.floor(nowMs / 1000) + SOCIAL_FLOW_SECONDS;
    return { authorizationUrl: url.href, flow: { provider, state, codeVerifier, ...(nonce ? { nonce } : {}), returnTo, loginPage, expiresAt } };
  }

  /**
   * The provider's answer: `callbackUrl` is the callback as the browser opened it (the market's
   * origin, the path and the provider's query). The state is compared here before anything is
   * sent anywhere, and again by openid-client.
   */
  async finish(flow: SocialFlow, settings: SocialProviderSettings, callbackUrl: URL, context: CallContext): Promise<void> {
    const config = await this.clients.configuration(flow.provider, settings);
    const error = callbackUrl.searchParams.get('error');
    if (error !== null) throw new SocialRefusal(error === 'access_denied' ? 'cancelled' : 'refused', `the provider answered ${error}`);
    if (callbackUrl.searchParams.get('state') !== flow.state) throw new SocialRefusal('refused', 'the state does not match this browser\'s sign-in');
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      ...(flow.nonce !== undefined ? { expectedNonce: flow.nonce } : {}),
    });
    const identity = settings.kind === 'oidc' ? await this.oidcUser(config, tokens) : await this.oauthUser(config, settings.userinfoUrl, tokens.access_token);
    if (identity === 'unverified') throw new SocialRefusal('unverified', 'the provider does not vouch for an e-mail');
    const customer = await this.accounts.signIn(identity, context);
    this.logger.log(`${flow.provider} sign-in of customer ${customer.id}`);
  }

  private async oidcUser(config: client.Configuration, tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>): Promise<SocialIdentity | 'unverified'> {
    const claims = tokens.claims();
    if (!claims) throw new SocialRefusal('refused', 'no ID token');
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    return oidcIdentity({ ...claims, ...userinfo });
  }

  private async oauthUser(config: client.Configuration, userinfoUrl: URL, accessToken: string): Promise<SocialIdentity | 'unverified'> {
    const response = await client.fetchProtectedResource(config, accessToken, userinfoUrl, 'GET');
    if (!response.ok) throw new SocialRefusal(response.status >= 500 ? 'unavailable' : 'refused', `the userinfo endpoint answered ${response.status}`);
    const answer: unknown = await response.json();
    if (typeof answer !== 'object' || answer === null) throw new SocialRefusal('refused', 'the userinfo answer is not an object');
    return oauthIdentity(answer as Record<string, unknown>);
  }
}
