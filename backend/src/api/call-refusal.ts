import { HttpException } from '@nestjs/common';

/**
 * A refusal whose answer names its outcome for the shopper in `error`, beside the status and
 * `message` every failed call has: spec 1 §7 has the storefront read "an error field
 * communicating the outcome" of some calls (add review). Nest's own HTTP exceptions also carry an
 * `error` (the status text, 'Bad Request'), which says nothing to a shopper, so only this class
 * puts one in the answer.
 */
export class CallRefusal extends HttpException {
  constructor(status: number, readonly outcome: string, message: string = outcome) {
    super({ message, error: outcome }, status);
  }
}
