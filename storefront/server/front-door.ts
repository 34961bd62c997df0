import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';
import { crossSiteRefusal, SAFE_METHODS } from './cross-site-guard.js';
import { requestOrigin } from './request-url.js';

/** The verbs the shop answers anywhere (pages, actions, /api, /media): the backend too takes only these. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const;
const ALLOWED: ReadonlySet<string> = new Set(ALLOWED_METHODS);

/**
 * The storefront's front door (issue 18, items 2 and 4; ADR 12): one check every request passes
 * before any route, proxy or static file sees it, so a form action added later is guarded without
 * doing anything. In order, each a plain-text 4xx:
 * - a verb the shop does not answer (PUT, DELETE, PATCH, OPTIONS, TRACE, one Node does not know, …) → 405 with `Allow`;
 * - a host that is no URL authority → 400 (there is no own origin to compare with);
 * - a body in a content coding (gzip, …) → 415: nothing behind the door decodes one;
 * - a state-changing request from another site (cross-site-guard.ts) → 403.
 * The /api proxy is behind the door too: the backend reads a text/plain body as JSON (Algolia's
 * clients send it that way), so a form on another site of the same registrable domain could post
 * a call there with the shopper's Lax cookie; a browser's own fetch always sends `Origin`.
 */
export function addFrontDoor(app: FastifyInstance): void {
  // A verb Node's parser does not know ('FOO') never becomes a request: answered here, 405 as any other.
  app.server.prependListener('clientError', (error: Error & { code?: string }, socket: Socket) => {
    if (error.code !== 'HPE_INVALID_METHOD' || socket.destroyed) return;
    const body = `Method Not Allowed: this shop answers ${ALLOWED_METHODS.join(', ')}`;
    socket.write(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(', ')}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
    socket.destroy();
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    return reply.status(status).type('text/plain; charset=utf-8').send(status >= 500 ? 'Internal Server Error' : error.message);
  });

  app.addHook('onRequest', async (request, reply) => {
    const refuse = (status: number, message: string) => reply.status(status).type('text/plain; charset=utf-8').send(message);
    if (!ALLOWED.has(request.method)) {
      reply.header('allow', ALLOWED_METHODS.join(', '));
      return refuse(405, `Method Not Allowed: ${request.method}; this shop answers ${ALLOWED_METHODS.join(', ')}`);
    }
    const origin = requestOrigin(request);
    if (origin === undefined) return refuse(400, 'Bad Request: the Host header is not a host name');
    if (SAFE_METHODS.has(request.method)) return;
    const coding = request.headers['content-encoding']?.trim().toLowerCase();
    if (coding !== undefined && coding !== '' && coding !== 'identity') {
      return refuse(415, `Unsupported Media Type: a body in Content-Encoding ${coding} is not accepted; send it uncompressed`);
    }
    const refusal = crossSiteRefusal(request.method, request.headers, origin);
    if (refusal !== undefined) return refuse(403, `Forbidden: ${refusal}. The shop accepts forms only from its own pages.`);
  });
}
