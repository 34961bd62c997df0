import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The commerce calls: carts, customers, orders, addresses and payments are answered here. */
const COMMERCE_CALLS = '/api/ct/';

const isCommerceCall = (request: FastifyRequest): boolean => request.url.startsWith(COMMERCE_CALLS);

/**
 * `Cache-Control: no-store` on every answer that may be personal, so no browser cache, gateway or
 * CDN keeps a shopper's cart, profile, orders or addresses: every commerce call's answer (errors
 * included: they may name the shopper's cart), and any other answer that sets a cookie (it carries
 * a session). Reading chosen: every `/api/ct/*` answer, catalogue calls too, rather than a list of
 * personal methods: a call is a POST that no cache stores anyway, and one rule that cannot miss a
 * new personal method is worth more than caching a few catalogue answers. Public GETs (health,
 * market, content) keep the caching they set themselves.
 */
export function addNoStoreOnPersonalAnswers(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (isCommerceCall(request) || reply.hasHeader('set-cookie')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
