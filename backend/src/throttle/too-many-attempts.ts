import { HttpStatus } from '@nestjs/common';
import { CallRefusal } from '../api/call-refusal.js';

/** What the shopper is told, whichever limit refused them. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a moment and try again.';

/**
 * 429 Too Many Requests: a limit refused the call before it did anything. The call exception
 * filter sends `retryAfterSeconds` as the Retry-After header, so a client (or a gateway) knows
 * when to come back without trying again and again.
 */
export class TooManyAttempts extends CallRefusal {
  constructor(readonly retryAfterSeconds: number, message: string) {
    super(HttpStatus.TOO_MANY_REQUESTS, TOO_MANY_ATTEMPTS, message);
  }
}
