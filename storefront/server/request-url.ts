import type { FastifyRequest } from 'fastify';

/**
 * The origin the shopper's browser is on: the URL React Router's pages see (so its own action
 * check, which refuses an `Origin` that differs from the request URL's, with a bare 400) and the
 * origin every state-changing request's `Origin` is compared with.
 *
 * Scheme and host are Fastify's `request.protocol` and `request.host`: the connection's own and
 * the Host header, or X-Forwarded-Proto and X-Forwarded-Host when the peer is one of TRUST_PROXY's
 * gateways, and only then (a client on the internet cannot claim https or another host). Behind a
 * TLS gateway this is what makes https://www.proequip.de's own posts same-origin.
 *
 * Undefined when the host is no URL authority (`Host: a b`): the request is answered 400, not
 * handed on. URL parsing lower-cases the host and drops a default port, as the browser's `Origin`
 * does.
 */
export function requestOrigin(request: FastifyRequest): string | undefined {
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  if (request.host === '') return undefined;
  try {
    return new URL(`${protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}
