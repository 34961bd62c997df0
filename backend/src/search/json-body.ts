import { BadRequestException } from '@nestjs/common';

/**
 * The request's JSON body, whatever its content type: Algolia's clients post JSON as text/plain
 * (a "simple" request that needs no CORS preflight), which arrives here as text to be parsed;
 * application/json arrives parsed already. An empty body is undefined.
 */
export function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  if (body.trim() === '') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new BadRequestException('The body is not valid JSON');
  }
}
