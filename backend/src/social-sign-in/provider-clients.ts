import * as client from 'openid-client';
import { isLoopbackHttp, type SocialProviderName, type SocialProviderSettings, type SocialSettings } from './social-settings.js';

/** How long one request to a provider (discovery, token, userinfo) may take, in seconds. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * openid-client's configuration per provider. The OpenID Connect provider's comes from its
 * discovery document, fetched on first use and kept; a failed discovery is forgotten, so the next
 * sign-in asks again (a provider that was down at start-up works once it is back). The OAuth 2
 * provider has no discovery: its endpoints are the settings.
 */
export class ProviderClients {
  private readonly configurations = new Map<SocialProviderName, Promise<client.Configuration>>();

  constructor(private readonly settings: SocialSettings) {}

  settingsOf(name: SocialProviderName): SocialProviderSettings | undefined {
    return this.settings[name];
  }

  configuration(name: SocialProviderName, settings: SocialProviderSettings): Promise<client.Configuration> {
    let pending = this.configurations.get(name);
    if (!pending) {
      pending = configure(settings);
      this.configurations.set(name, pending);
      pending.catch(() => this.configurations.delete(name));
    }
    return pending;
  }
}

async function configure(settings: SocialProviderSettings): Promise<client.Configuration> {
  if (settings.kind === 'oidc') {
    const config = await client.discovery(settings.issuer, settings.clientId, settings.clientSecret, undefined, {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      // Plain http only to a provider on this machine (the tests'); settings refuse it elsewhere.
      execute: isLoopbackHttp(settings.issuer) ? [client.allowInsecureRequests] : [],
    });
    config.timeout = PROVIDER_TIMEOUT_SECONDS;
    return config;
  }
  const config = new client.Configuration({
    issuer: settings.authorizationUrl.origin,
    authorization_endpoint: settings.authorizationUrl.href,
    token_endpoint: settings.tokenUrl.href,
  }, settings.clientId, settings.clientSecret);
  if ([settings.authorizationUrl, settings.tokenUrl, settings.userinfoUrl].some(isLoopbackHttp)) client.allowInsecureRequests(config);
  config.timeout = PROVIDER_TIMEOUT_SECONDS;
  return config;
}
