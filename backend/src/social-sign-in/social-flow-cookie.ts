import type { CookieSerializeOptions } from '@nestjs/common';
import { SOCIAL_PROVIDER_NAMES, type SocialProviderName } from './social-settings.js';

/** The cookie that carries one sign-in from its start to the provider's callback. */
export const SOCIAL_FLOW_COOKIE = 'shop_social_flow';

/** Only the callback reads it, so no other request carries it. */
export const SOCIAL_FLOW_PATH = '/api/social/';

/** A shopper who has not come back from the provider after this long starts again. */
export const SOCIAL_FLOW_SECONDS = 600;

/**
 * What the start of a sign-in must remember for its callback: the random state (bound to this
 * browser: the callback's state must equal it), the OpenID Connect nonce, the PKCE code verifier,
 * and where the shopper goes afterwards (paths already decided by sameSitePath).
 */
export interface SocialFlow {
  readonly provider: SocialProviderName;
  readonly state: string;
  readonly nonce?: string;
  readonly codeVerifier: string;
  /** The page after a successful sign-in. */
  readonly returnTo: string;
  /** The login page a refusal goes back to. */
  readonly loginPage: string;
  /** Unix seconds: a signed value kept longer than the cookie's Max-Age is still refused. */
  readonly expiresAt: number;
}

/**
 * Signed (the session's secret: a forged or altered flow is never read), httpOnly, and
 * SameSite=Lax: the provider sends the shopper back by a top-level GET, which carries a Lax cookie.
 */
export const socialFlowCookieOptions = (overTls: boolean, env: Readonly<Record<string, string | undefined>> = process.env): CookieSerializeOptions => ({
  signed: true,
  httpOnly: true,
  sameSite: 'lax',
  path: SOCIAL_FLOW_PATH,
  maxAge: SOCIAL_FLOW_SECONDS,
  secure: overTls || env['NODE_ENV'] === 'production',
});

export const encodeSocialFlow = (flow: SocialFlow): string => JSON.stringify(flow);

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 2048;

/** The flow in a verified cookie value, when it has the shape written above and has not expired. */
export function decodeSocialFlow(value: string | undefined, nowMs: number): SocialFlow | undefined {
  if (value === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const flow = parsed as Record<string, unknown>;
  if (!SOCIAL_PROVIDER_NAMES.includes(flow['provider'] as SocialProviderName)) return undefined;
  if (!isText(flow['state']) || !isText(flow['codeVerifier']) || !isText(flow['returnTo']) || !isText(flow['loginPage'])) return undefined;
  if (flow['nonce'] !== undefined && !isText(flow['nonce'])) return undefined;
  if (!Number.isSafeInteger(flow['expiresAt']) || (flow['expiresAt'] as number) * 1000 <= nowMs) return undefined;
  return flow as unknown as SocialFlow;
}
