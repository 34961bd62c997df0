import { Inject, Logger, Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import cookieParser from 'cookie-parser';
import { MarketModule } from '../market/market.module.js';
import { CallController } from './call.controller.js';
import { CommerceMethodRegistry } from './commerce-method.registry.js';
import { resolveSessionSecret, SESSION_SECRET } from './session-secret.js';
import { SessionMiddleware } from './session.middleware.js';

/**
 * The call protocol: `POST /api/ct/{method}`, the registry of `@CommerceMethod` handlers found
 * in any module, payload validation, the error contract and the stateless session cookie.
 * Capability modules (stores, carts, …) only declare handlers; they do not import this module.
 */
@Module({
  imports: [DiscoveryModule, MarketModule],
  controllers: [CallController],
  providers: [
    CommerceMethodRegistry,
    // Resolved once at start-up, so a production deployment without a secret fails to start.
    { provide: SESSION_SECRET, useFactory: () => resolveSessionSecret(process.env, new Logger('Session')) },
  ],
})
export class ApiModule implements NestModule {
  constructor(@Inject(SESSION_SECRET) private readonly secret: string) {}

  configure(consumer: MiddlewareConsumer): void {
    // cookie-parser verifies signed cookies (and gives res.cookie the secret to sign with), then the session is established.
    consumer.apply(cookieParser(this.secret), SessionMiddleware).forRoutes(CallController);
  }
}
