import { FastifyAdapter } from '@nestjs/platform-fastify';
import { addServerTiming } from '../timing/server-timing.hook.js';
import { addConnectionBudget } from './connection-budget.js';
import { httpLimitsFromEnv, timeoutCheckIntervalMs } from './http-limits.js';
import { addNoStoreOnPersonalAnswers } from './personal-answers.hook.js';
import { addSecurityHeaders } from './security-headers.js';
import { proxyTrustFromEnv } from './trusted-proxy.js';

/** Bodies larger than this are refused with 413: a call or a multi-query is a few kB. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * Fastify's router refuses a path parameter over 100 characters with 414 before any route sees
 * it; the routes check their own parameters (a CMS key's slug is at most 100 characters, with
 * a 400 naming it), so the router only guards against absurd lengths.
 */
const MAX_PARAM_LENGTH = 2048;

/**
 * The HTTP platform of the backend: Fastify (ADR 8). Besides JSON, any other content type is
 * read as text and left to the route: Algolia's clients post JSON as text/plain (a "simple"
 * request that needs no CORS preflight), and a call with a body that is not JSON is then a
 * 400 naming what the body must be rather than a 415.
 *
 * Slow and greedy clients are bounded by the limits of `http-limits.ts` (headers, request,
 * keep-alive and idle timeouts, a per-IP connection budget), the gateways to trust by TRUST_PROXY;
 * a malformed setting stops start-up naming its variable. Every answer carries the security
 * headers, personal ones `Cache-Control: no-store`.
 */
export function shopHttpAdapter(env: Readonly<Record<string, string | undefined>> = process.env): FastifyAdapter {
  const limits = httpLimitsFromEnv(env);
  const trustProxy = proxyTrustFromEnv(env);
  const adapter = new FastifyAdapter({
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    // Node checks headersTimeout against its own requestTimeout (Fastify sets the server's after), so both go here too.
    http: { headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: timeoutCheckIntervalMs(limits) },
    ...(trustProxy ? { trustProxy } : {}),
  });
  const fastify = adapter.getInstance();
  fastify.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  // First, so a request over its address's budget costs nothing more.
  addConnectionBudget(fastify, fastify.server, limits.connectionsPerIp, trustProxy);
  addSecurityHeaders(fastify);
  addNoStoreOnPersonalAnswers(fastify);
  addServerTiming(fastify);
  return adapter;
}
