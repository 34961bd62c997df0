import { createHeaders } from '@remix-run/node-fetch-server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SAFE_METHODS } from './cross-site-guard.js';
import type { BufferedBody } from './form-body.js';

/**
 * The Fetch request React Router sees: the URL on the shop's own origin (requestOrigin, the same
 * origin the cross-site guard compares `Origin` with, so the two never disagree), the headers as
 * sent, the body the server already read and checked (form-body.ts). A post without a body is an
 * empty form, so an action reading it sees no fields (a 400 naming them) rather than a TypeError.
 * Aborted when the shopper goes away before the answer is sent.
 */
export function fetchRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = createHeaders(request.raw);
  const init: RequestInit = { method: request.method, headers, signal: controller.signal };
  if (!SAFE_METHODS.has(request.method)) {
    const body = request.body as BufferedBody | undefined;
    if (body === undefined) headers.set('content-type', 'application/x-www-form-urlencoded');
    init.body = body?.bytes ?? new Uint8Array();
  }
  return new Request(`${origin}${request.url}`, init);
}
