import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  errors,
  idempotencyKeyTooLong,
  missingIdempotencyKey,
  withReference,
  wrongContentType,
  type AdyenError,
} from './adyen-error.js';
import type { FakeContext } from './context.js';
import { jsonAnswer, readBody, send, type StoredAnswer } from './http-io.js';
import { IdempotencyStore } from './idempotency.js';
import { modify, type Modification } from './modifications.js';
import { submitDetails } from './payment-details.js';
import { paymentMethodsFor } from './payment-methods.js';
import { checkPaymentMethod, makePayment } from './payments.js';
import {
  checkAmount,
  checkMerchantAccount,
  checkReference,
  checkReturnUrl,
  checkShopperContext,
  isObject,
} from './request-checks.js';
import type { Problem, RecordedRequest } from './types.js';

type Body = Record<string, unknown>;

interface Endpoint {
  /** Creates or changes money: Idempotency-Key required, answers replayed. */
  readonly money: boolean;
  readonly handle: (body: Body) => AdyenError | { status: number; value: unknown };
}

const MODIFICATION = /^\/payments\/([^/]+)\/(cancels|reversals|refunds)$/;
const isError = (value: unknown): value is AdyenError =>
  isObject(value) && typeof value.status === 'number' && typeof value.errorCode === 'string';
const firstError = (...checks: (AdyenError | undefined)[]): AdyenError | undefined => checks.find((check) => check !== undefined);

export interface CheckoutApiConfig {
  readonly apiKey: string;
  readonly merchantAccount: string;
  readonly requests: RecordedRequest[];
  readonly problems: Problem[];
}

/**
 * The Checkout API v72 under /checkout/v72: checks what Adyen checks (API key, JSON, merchant
 * account, amounts in minor units, references, returnUrl, …) plus the shop's contract (an
 * Idempotency-Key on every money request), records every request and every refusal, and answers
 * as Adyen documents.
 */
export function checkoutApi(ctx: FakeContext, config: CheckoutApiConfig) {
  const idempotency = new IdempotencyStore();
  const ok = (value: unknown, status = 200) => ({ status, value });
  const answerOf = (result: ReturnType<Endpoint['handle']>): StoredAnswer =>
    isError(result) ? jsonAnswer(result.status, result) : jsonAnswer(result.status, result.value);

  function endpoint(path: string): Endpoint | undefined {
    if (path === '/paymentMethods') {
      return {
        money: false,
        handle: (body) =>
          firstError(checkMerchantAccount(body, config.merchantAccount), checkAmount(body.amount, false), checkShopperContext(body)) ??
          ok({
            paymentMethods: paymentMethodsFor(
              config.merchantAccount,
              body.countryCode as string | undefined,
              (body.amount as { currency?: string } | undefined)?.currency,
            ),
          }),
      };
    }
    if (path === '/payments') {
      return {
        money: true,
        handle: (body) => {
          const error = firstError(
            checkMerchantAccount(body, config.merchantAccount),
            checkAmount(body.amount, true),
            checkReference(body.reference, true),
            checkReturnUrl(body.returnUrl),
            checkShopperContext(body),
            checkPaymentMethod(body.paymentMethod),
          );
          if (error) return withReference(error);
          const result = makePayment(ctx, body);
          return isError(result) ? result : ok(result);
        },
      };
    }
    if (path === '/payments/details') {
      return {
        money: true,
        handle: (body) => {
          const result = submitDetails(ctx, body);
          return isError(result) ? result : ok(result);
        },
      };
    }
    const modification = MODIFICATION.exec(path);
    if (modification) {
      return {
        money: true,
        handle: (body) => {
          const error = firstError(checkMerchantAccount(body, config.merchantAccount), checkReference(body.reference, false));
          if (error) return withReference(error);
          const result = modify(ctx, modification[2] as Modification, decodeURIComponent(modification[1]!), body);
          return isError(result) ? result : ok(result, 201);
        },
      };
    }
    return undefined;
  }

  return async function handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const raw = await readBody(req);
    let body: unknown = raw;
    try {
      body = raw === '' ? undefined : JSON.parse(raw);
    } catch {
      // kept as text: refused below
    }
    config.requests.push({ method: req.method ?? '', path, headers: { ...req.headers }, body });

    const refuse = (error: AdyenError, headers: Record<string, string> = {}) => {
      config.problems.push({ path, status: error.status, errorCode: error.errorCode, message: error.message });
      send(res, jsonAnswer(error.status, error), headers);
    };

    if (req.headers['x-api-key'] !== config.apiKey) return refuse(errors.unauthorised());
    const route = endpoint(path);
    if (!route) return refuse(errors.notFound());
    if (req.method !== 'POST') return refuse({ ...errors.notFound(), status: 405, message: 'Method Not Allowed' });
    const contentType = req.headers['content-type'] ?? '';
    if (!/^application\/json\s*(;|$)/i.test(contentType)) return refuse(wrongContentType());
    if (!isObject(body)) return refuse(errors.unparsable(raw === '' ? 'an empty body' : 'not a JSON object'));

    let echo: Record<string, string> = {};
    let remember: ((answer: StoredAnswer) => void) | undefined;
    if (route.money) {
      const key = req.headers['idempotency-key'];
      if (typeof key !== 'string' || key === '') return refuse(missingIdempotencyKey());
      if (key.length > 64) return refuse(idempotencyKeyTooLong());
      echo = { 'Idempotency-Key': key };
      const fingerprint = IdempotencyStore.fingerprint(path, raw);
      const seen = idempotency.lookup(key, fingerprint);
      if (seen.kind === 'replay') return send(res, seen.answer, echo);
      if (seen.kind === 'conflict') return refuse(withReference(errors.idempotencyConflict()), echo);
      remember = (answer) => idempotency.remember(key, fingerprint, answer);
    }

    const answer = answerOf(route.handle(body));
    remember?.(answer);
    if (answer.status >= 400) {
      const error = JSON.parse(answer.body) as AdyenError;
      config.problems.push({ path, status: error.status, errorCode: error.errorCode, message: error.message });
    }
    send(res, answer, echo);
  };
}
