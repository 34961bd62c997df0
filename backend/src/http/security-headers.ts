import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's set of security headers on every answer, 404s and errors included (nosniff, HSTS,
 * Referrer-Policy no-referrer, Cross-Origin-*-Policy, …), through @fastify/helmet, the Fastify
 * plugin of helmet.
 *
 * The Content-Security-Policy is the strict one for an API rather than helmet's default for HTML
 * pages: this server answers JSON only (the storefront renders its pages elsewhere), so nothing
 * it sends may load anything (`default-src 'none'`) or be framed (`frame-ancestors 'none'`, and
 * X-Frame-Options DENY for browsers without CSP 2). Should a JSON answer be opened as a document
 * (a mistyped content type, a reflected value), no script or style in it can run.
 */
export function addSecurityHeaders(fastify: FastifyInstance): void {
  void fastify.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    frameguard: { action: 'deny' },
  });
}
