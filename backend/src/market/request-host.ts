import type { IncomingHttpHeaders } from 'node:http';

/** The parts of a request that name its host (a Fastify request has them; tests pass plain objects). */
export interface HostSources {
  readonly query: unknown;
  readonly headers: IncomingHttpHeaders;
}

/**
 * The host the shopper is on. The storefront's server sends it as the `host` query parameter and a
 * gateway as `x-forwarded-host` (first value when proxies appended more); the Host header is last.
 */
export function requestHost(request: HostSources): string | undefined {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.['host'];
  if (typeof fromQuery === 'string' && fromQuery.trim()) return fromQuery;
  const forwarded = request.headers['x-forwarded-host'];
  const firstForwarded = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return firstForwarded || request.headers.host;
}
