import { createHash, timingSafeEqual } from 'node:crypto';

export type InvalidationAuth = 'ok' | 'not-configured' | 'unauthorized';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * The cache endpoints take `authorization: Bearer <CACHE_INVALIDATION_TOKEN>`. Without a token
 * configured they are off (not open); the comparison takes the same time whatever the guess.
 */
export function checkInvalidationAuth(authorization: string | null, token: string | undefined): InvalidationAuth {
  if (!token) return 'not-configured';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) return 'unauthorized';
  return timingSafeEqual(digest(match[1]!), digest(token)) ? 'ok' : 'unauthorized';
}
