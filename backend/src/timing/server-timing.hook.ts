import type { FastifyInstance } from 'fastify';

/**
 * Adds `Server-Timing: app;dur=<ms>` to every response, 404s and errors included: the time from
 * the request reaching the application to its answer being sent. Gateways, browsers' devtools and
 * `npm run bench:api` read it to tell server time from network time. Fastify measures
 * `reply.elapsedTime` from the request's arrival, so nothing is kept per request here.
 */
export function addServerTiming(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('Server-Timing', `app;dur=${reply.elapsedTime.toFixed(3)}`);
    done(null, payload);
  });
}
