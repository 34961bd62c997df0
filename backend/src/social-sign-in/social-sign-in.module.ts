import { Module } from '@nestjs/common';
import { SessionCookieVerifier } from '../api/session-cookie-verifier.js';
import { SessionGenerationsModule } from '../api/session-generations.module.js';
import { resolveSessionSecret } from '../api/session-secret.js';
import { CartModule } from '../cart/cart.module.js';
import { MarketModule } from '../market/market.module.js';
import { ProviderClients } from './provider-clients.js';
import { SocialAccounts } from './social-accounts.js';
import { SocialSignInController } from './social-sign-in.controller.js';
import { SocialSignInFlow } from './social-sign-in-flow.js';
import { SOCIAL_SETTINGS, socialSettingsFromEnv, type SocialSettings } from './social-settings.js';

/**
 * Social sign-in with a Google-type (OpenID Connect) and a Facebook-type (OAuth 2) provider
 * (issue 20, spec 2 §6). Configured by OIDC_GOOGLE_* and OAUTH_FACEBOOK_*, read once at start-up:
 * a half-set provider stops start-up naming what is missing; an unset one is off.
 */
@Module({
  imports: [CartModule, MarketModule, SessionGenerationsModule],
  controllers: [SocialSignInController],
  providers: [
    { provide: SOCIAL_SETTINGS, useFactory: (): SocialSettings => socialSettingsFromEnv(process.env) },
    { provide: ProviderClients, inject: [SOCIAL_SETTINGS], useFactory: (settings: SocialSettings) => new ProviderClients(settings) },
    // The flow cookie is signed with the session's secret, as Nest signs every cookie.
    { provide: SessionCookieVerifier, useFactory: () => new SessionCookieVerifier(resolveSessionSecret(process.env, { warn: () => undefined })) },
    SocialAccounts,
    SocialSignInFlow,
  ],
})
export class SocialSignInModule {}
