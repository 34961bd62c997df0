import type { onSendHookHandler } from 'fastify';

/**
 * `X-Content-Type-Options: nosniff` on every answer the storefront sends: pages, the JSON of
 * form actions posted with via=fetch and of resource routes, static files and proxied API
 * answers. A browser then never reads a JSON answer that echoes a shopper's input as a script or
 * a style sheet.
 */
export const nosniff: onSendHookHandler = async (_request, reply, payload) => {
  reply.header('x-content-type-options', 'nosniff');
  return payload;
};
