import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MarketModule } from '../market/market.module.js';
import { CallController } from './call.controller.js';
import { CommerceMethodRegistry } from './commerce-method.registry.js';
import { SessionCookieVerifier } from './session-cookie-verifier.js';
import { SessionGenerationsModule } from './session-generations.module.js';
import { resolveSessionSecret } from './session-secret.js';

/**
 * The call protocol: `POST /api/ct/{method}`, the registry of `@CommerceMethod` handlers found
 * in any module, payload validation, the error contract and the stateless session cookie (signed
 * with the application's `cookies.secret`, see http/shop-app-options.ts, and verified by
 * session-cookie-verifier.ts). Capability modules (stores, carts, …) only declare handlers; they
 * do not import this module.
 */
@Module({
  imports: [DiscoveryModule, MarketModule, SessionGenerationsModule],
  controllers: [CallController],
  providers: [
    CommerceMethodRegistry,
    // The secret Nest signs the cookie with (shopAppOptions resolved it, and warned, already).
    { provide: SessionCookieVerifier, useFactory: () => new SessionCookieVerifier(resolveSessionSecret(process.env, { warn: () => undefined })) },
  ],
})
export class ApiModule {}
