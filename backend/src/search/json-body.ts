import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { Request } from 'express';

/** Bodies larger than this are refused (a multi-query is a few kB). */
export const MAX_BODY_BYTES = 256 * 1024;

/**
 * The request's JSON body, whatever its content type: Algolia's clients post JSON as text/plain
 * (a "simple" request that needs no CORS preflight), which the JSON parser leaves unread.
 */
export async function jsonBody(request: Request): Promise<unknown> {
  if (request.readableEnded || request.body !== undefined) return request.body as unknown;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new PayloadTooLargeException(`The body is larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestException('The body is not valid JSON');
  }
}
