import { FastifyAdapter } from '@nestjs/platform-fastify';
import { addServerTiming } from '../timing/server-timing.hook.js';

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
 */
export function shopHttpAdapter(): FastifyAdapter {
  const adapter = new FastifyAdapter({ bodyLimit: MAX_BODY_BYTES, routerOptions: { maxParamLength: MAX_PARAM_LENGTH } });
  const fastify = adapter.getInstance();
  fastify.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  addServerTiming(fastify);
  return adapter;
}
