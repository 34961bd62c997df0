import type { FastifyInstance } from 'fastify';

/** Issue 18, item 4: a shop form is a few hundred bytes; 64 KB leaves room for a long review. */
export const MAX_FORM_BYTES = 64 * 1024;

/** A body the pages' server read and checked, handed to React Router as it came. */
export interface BufferedBody {
  readonly kind: 'form' | 'json';
  readonly bytes: Buffer;
}

/** A 4xx with a message for the shopper (or the script) that sent the request. */
export class RequestProblem extends Error {
  constructor(readonly statusCode: number, message: string) {
    super(message);
  }
}

async function checkMultipart(contentType: string, bytes: Buffer): Promise<void> {
  if (!/;\s*boundary=("[^"]+"|[^;\s]+)/i.test(contentType)) throw new RequestProblem(400, 'a multipart/form-data body needs a boundary parameter');
  try {
    await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new RequestProblem(400, 'the multipart/form-data body does not match its boundary');
  }
}

/**
 * The pages' body parsers (issue 18, item 4). React Router's actions would read the request
 * stream themselves, unbounded, and a body they cannot read is a 500 in the action. Instead the
 * server reads a form body itself, at most MAX_FORM_BYTES (413 from Content-Length before a byte
 * is read, and while a chunked body streams), checks that it is one (multipart: its boundary), and
 * hands React Router the bytes. The app's own posts are all forms (Form, useFetcher, fetch with
 * URLSearchParams: application/x-www-form-urlencoded, or multipart for FormData); JSON is read
 * the same way and accepted only by the routes that say so (route-bodies.ts). Any other type, or
 * a body without a type, is 415 by Fastify (no parser matches).
 */
export function addFormBodyParsers(pages: FastifyInstance): void {
  pages.removeAllContentTypeParsers();
  pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer', bodyLimit: MAX_FORM_BYTES }, (_request, bytes, done) => {
    done(null, { kind: 'form', bytes: bytes as Buffer } satisfies BufferedBody);
  });
  pages.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: MAX_FORM_BYTES }, (request, bytes, done) => {
    checkMultipart(request.headers['content-type'] ?? '', bytes as Buffer).then(
      () => done(null, { kind: 'form', bytes: bytes as Buffer } satisfies BufferedBody),
      (error: Error) => done(error, undefined),
    );
  });
  pages.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: MAX_FORM_BYTES }, (_request, bytes, done) => {
    done(null, { kind: 'json', bytes: bytes as Buffer } satisfies BufferedBody);
  });
}
