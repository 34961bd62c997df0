import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's set of security headers (nosniff, HSTS, Referrer-Policy no-referrer,
 * Cross-Origin-*-Policy, …) with the strict Content-Security-Policy of an API rather than helmet's
 * default for HTML pages: this server answers JSON only (the storefront renders its pages
 * elsewhere), so nothing it sends may load anything (`default-src 'none'`) or be framed
 * (`frame-ancestors 'none'`, and X-Frame-Options DENY for browsers without CSP 2). Should a JSON
 * answer be opened as a document (a mistyped content type, a reflected value), no script or style
 * in it can run.
 */
const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  frameguard: { action: 'deny' },
};

/**
 * The headers helmet sets with these options, asked of helmet itself once. The policy depends on
 * nothing in the request (no nonces), so every answer gets the same headers; running helmet's
 * middleware on each request (what @fastify/helmet does) cost a third of a cached getProduct's
 * throughput in `npm run bench:api`.
 */
export function helmetHeaders(options: HelmetOptions = OPTIONS): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** Helmet's headers on every answer, 404s and errors included (an onSend hook runs for all of them). */
export function addSecurityHeaders(fastify: FastifyInstance): void {
  const headers = helmetHeaders();
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(headers);
    done(null, payload);
  });
}
