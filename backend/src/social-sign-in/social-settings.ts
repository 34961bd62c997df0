type Env = Readonly<Record<string, string | undefined>>;

/** The two providers of spec 1 §6 / spec 2 §6: a Google-type (OpenID Connect) and a Facebook-type (OAuth 2). */
export type SocialProviderName = 'google' | 'facebook';
export const SOCIAL_PROVIDER_NAMES: readonly SocialProviderName[] = ['google', 'facebook'];

export interface OidcProviderSettings {
  readonly kind: 'oidc';
  /** The issuer; its endpoints come from its discovery document. */
  readonly issuer: URL;
  readonly clientId: string;
  readonly clientSecret: string;
}

export interface OAuthProviderSettings {
  readonly kind: 'oauth';
  readonly authorizationUrl: URL;
  readonly tokenUrl: URL;
  /** Answers the signed-in person's id, name and e-mail for the access token (Facebook's Graph `/me?fields=…`). */
  readonly userinfoUrl: URL;
  readonly clientId: string;
  readonly clientSecret: string;
}

export type SocialProviderSettings = OidcProviderSettings | OAuthProviderSettings;

export type SocialSettings = Readonly<Partial<Record<SocialProviderName, SocialProviderSettings>>>;

export const SOCIAL_SETTINGS = Symbol('SocialSettings');

const OIDC_GOOGLE = ['OIDC_GOOGLE_ISSUER', 'OIDC_GOOGLE_CLIENT_ID', 'OIDC_GOOGLE_CLIENT_SECRET'] as const;
const OAUTH_FACEBOOK = [
  'OAUTH_FACEBOOK_AUTHORIZATION_URL', 'OAUTH_FACEBOOK_TOKEN_URL', 'OAUTH_FACEBOOK_USERINFO_URL',
  'OAUTH_FACEBOOK_CLIENT_ID', 'OAUTH_FACEBOOK_CLIENT_SECRET',
] as const;

const LOOPBACK: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether plain http is allowed to this URL: only on the machine itself (a local test provider). */
export const isLoopbackHttp = (url: URL): boolean => url.protocol === 'http:' && LOOPBACK.has(url.hostname);

/** A provider endpoint: https, or http on loopback only; anything else stops start-up naming it. */
function endpoint(env: Env, name: string): URL {
  let url: URL;
  try {
    url = new URL(env[name]!.trim());
  } catch {
    throw new Error(`${name} must be an absolute https URL, e.g. https://accounts.google.com`);
  }
  if (url.protocol !== 'https:' && !isLoopbackHttp(url)) throw new Error(`${name} must be an https URL (http only on 127.0.0.1 or localhost): ${url.href}`);
  if (url.username || url.password) throw new Error(`${name} must not carry credentials in the URL`);
  return url;
}

/** All of a group, or none of it; a half-set group stops start-up naming what is missing. */
function group<T extends string>(env: Env, names: readonly T[], label: string): boolean {
  const set = names.filter((name) => (env[name] ?? '').trim() !== '');
  if (set.length === 0) return false;
  if (set.length < names.length) {
    const missing = names.filter((name) => !set.includes(name));
    throw new Error(`${label} sign-in is half configured: ${missing.join(', ')} missing (set all of ${names.join(', ')}, or none)`);
  }
  return true;
}

/**
 * The configured social sign-in providers (issue 20): OIDC_GOOGLE_* for the Google-type OpenID
 * Connect provider (issuer discovery), OAUTH_FACEBOOK_* for the Facebook-type OAuth 2 provider
 * (its three endpoints, since it has no discovery). Unset, the provider is off and its button
 * absent.
 */
export function socialSettingsFromEnv(env: Env): SocialSettings {
  const settings: Partial<Record<SocialProviderName, SocialProviderSettings>> = {};
  if (group(env, OIDC_GOOGLE, 'Google (OpenID Connect)')) {
    settings.google = {
      kind: 'oidc',
      issuer: endpoint(env, 'OIDC_GOOGLE_ISSUER'),
      clientId: env['OIDC_GOOGLE_CLIENT_ID']!.trim(),
      clientSecret: env['OIDC_GOOGLE_CLIENT_SECRET']!.trim(),
    };
  }
  if (group(env, OAUTH_FACEBOOK, 'Facebook (OAuth 2)')) {
    settings.facebook = {
      kind: 'oauth',
      authorizationUrl: endpoint(env, 'OAUTH_FACEBOOK_AUTHORIZATION_URL'),
      tokenUrl: endpoint(env, 'OAUTH_FACEBOOK_TOKEN_URL'),
      userinfoUrl: endpoint(env, 'OAUTH_FACEBOOK_USERINFO_URL'),
      clientId: env['OAUTH_FACEBOOK_CLIENT_ID']!.trim(),
      clientSecret: env['OAUTH_FACEBOOK_CLIENT_SECRET']!.trim(),
    };
  }
  return settings;
}

export const configuredProviders = (settings: SocialSettings): SocialProviderName[] =>
  SOCIAL_PROVIDER_NAMES.filter((name) => settings[name] !== undefined);
