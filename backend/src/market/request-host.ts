import type { Request } from 'express';

/**
 * The host the shopper is on. The storefront's server sends it as the `host` query parameter and a
 * gateway as `x-forwarded-host` (first value when proxies appended more); the Host header is last.
 */
export function requestHost(request: Pick<Request, 'query' | 'headers'>): string | undefined {
  const fromQuery = request.query['host'];
  if (typeof fromQuery === 'string' && fromQuery.trim()) return fromQuery;
  const forwarded = request.headers['x-forwarded-host'];
  const firstForwarded = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return firstForwarded || request.headers.host;
}
