import type { LoggerService } from '@nestjs/common';

/** Only for development and tests: anyone can forge cookies signed with a published secret. */
export const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret';

/**
 * SESSION_SECRET signs the session cookie. Unset in production stops start-up: a default secret
 * would let anyone forge a session carrying another shopper's cart or customer id. Elsewhere the
 * development default is used, with a warning so it is never mistaken for a configured secret.
 */
export function resolveSessionSecret(env: Readonly<Record<string, string | undefined>>, logger: Pick<LoggerService, 'warn'>): string {
  const secret = env['SESSION_SECRET']?.trim();
  if (secret) return secret;
  if (env['NODE_ENV'] === 'production') {
    throw new Error('SESSION_SECRET must be set in production: it signs the session cookie');
  }
  logger.warn('SESSION_SECRET is not set: session cookies are signed with the development default');
  return DEVELOPMENT_SESSION_SECRET;
}
