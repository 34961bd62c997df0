import { Logger, type LoggerService, type NestApplicationOptions } from '@nestjs/common';
import { resolveSessionSecret } from '../api/session-secret.js';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Options every instance of the shop's Nest application is created with, in production and in
 * tests alike: the secret that signs the session cookie, through Nest's built-in cookie support
 * (`cookies.secret`), resolved once at start-up so a production deployment without one fails
 * to start.
 */
export function shopAppOptions(env: Env = process.env, logger: Pick<LoggerService, 'warn'> = new Logger('Session')): NestApplicationOptions {
  return { cookies: { secret: resolveSessionSecret(env, logger) } };
}
