import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CommerceError } from '../commerce/port/commerce-error.js';
import { TooManyAttempts } from '../throttle/too-many-attempts.js';
import { boundedText } from './bounded-text.js';
import { CallRefusal } from './call-refusal.js';
import { reasonOf, unwrapError } from './error-unwrap.js';

/** The spec's prefix of every failed commerce request's message. */
export const CALL_FAILED = 'An error occurred during request to the endpoint';

/** The body of every failed call. `code` and `errors` are commercetools' when the commerce side failed. */
export interface CallErrorBody {
  readonly statusCode: number;
  readonly message: string;
  /** The outcome to show the shopper, where the spec's storefront reads one (CallRefusal). */
  readonly error?: string;
  readonly code?: string;
  readonly errors?: readonly unknown[];
}

/**
 * The longest message and stack logged for one failed call: an error's text may carry what the request
 * sent (a 40,000-character field name once made 100 requests log 40 MB).
 */
const MAX_LOGGED_MESSAGE = 1000;
const MAX_LOGGED_STACK = 4000;

const isStatus = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599;

/** commercetools' code on an unwrapped error: its own `code`, or a GraphQL error's `extensions.code`. */
function codeOf(unwrapped: unknown): string {
  const { code, extensions } = (unwrapped ?? {}) as { code?: unknown; extensions?: { code?: unknown } };
  if (typeof code === 'string') return code;
  if (typeof extensions?.code === 'string') return extensions.code;
  return 'General';
}

/**
 * Maps whatever a call throws to the response, by the spec's error catalogue:
 * - our own 4xx (unknown method, invalid payload, unknown host) keep their status and message;
 * - a CommerceError, or a GraphQL/network failure from a client library, becomes
 *   'An error occurred during request to the endpoint: <reason>' with the commercetools code,
 *   after unwrapping to the first GraphQL error, else the network body, else the error itself;
 * - anything else is a 500 with a fixed message. Its stack is logged here and never sent: stack
 *   traces disclose paths, versions and internals to whoever provokes them.
 */
@Catch()
export class CallExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('CommerceCall');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.bodyFor(exception);
    if (response.sent) return;
    if (exception instanceof TooManyAttempts) void response.header('Retry-After', String(exception.retryAfterSeconds));
    void response.status(body.statusCode).send(body);
  }

  bodyFor(exception: unknown): CallErrorBody {
    if (exception instanceof CallRefusal) return { ...httpBody(exception), error: exception.outcome };
    if (exception instanceof HttpException) return httpBody(exception);
    if (exception instanceof CommerceError) {
      if (exception.statusCode >= 500) this.logger.warn(boundedText(`${exception.statusCode} ${exception.code}: ${exception.message}`, MAX_LOGGED_MESSAGE));
      return { statusCode: exception.statusCode, message: `${CALL_FAILED}: ${exception.message}`, code: exception.code, errors: exception.errors };
    }
    const unwrapped = unwrapError(exception);
    if (unwrapped !== exception) {
      // A GraphQL or network failure: the commerce side answered (or could not be reached).
      const statusCode = isStatus((unwrapped as { statusCode?: unknown } | null)?.statusCode)
        ? (unwrapped as { statusCode: number }).statusCode
        : 502;
      this.logger.warn(boundedText(`${statusCode}: ${reasonOf(unwrapped)}`, MAX_LOGGED_MESSAGE));
      return { statusCode, message: `${CALL_FAILED}: ${reasonOf(unwrapped)}`, code: codeOf(unwrapped), errors: [unwrapped] };
    }
    this.logger.error(
      boundedText(`Unexpected failure of a commerce call: ${reasonOf(exception)}`, MAX_LOGGED_MESSAGE),
      exception instanceof Error && exception.stack !== undefined ? boundedText(exception.stack, MAX_LOGGED_STACK) : undefined,
    );
    return { statusCode: 500, message: `${CALL_FAILED}: internal error` };
  }
}

/** Our own HTTP errors: status and message; a payload failure adds the list of failures. */
function httpBody(exception: HttpException): CallErrorBody {
  const statusCode = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') return { statusCode, message: response };
  const { message, errors } = response as { message?: unknown; errors?: unknown };
  const text = Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : exception.message;
  return Array.isArray(errors) ? { statusCode, message: text, errors } : { statusCode, message: text };
}
