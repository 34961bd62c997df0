import { postJson } from './json-post.js';
import { splitVatId, type VatCheck, type VatValidator, type VatValidatorAnswer } from './vat-validator.js';
import type { VatValidatorClassification } from '@shop/domain';

/** The prefixes VIES answers for: the EU member states (EL for Greece) and XI. Not CHE, GB or NO. */
const VIES_PREFIXES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT',
  'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI',
]);

/*
 * The service's error codes (CommonResponse.errorWrappers[].error; member-state failures also come
 * as `userError` beside `valid: false` on a 200). INVALID_INPUT is VIES' verdict on the number;
 * INVALID_REQUESTER_INFO is about the shop's own ID; every other code (SERVICE_UNAVAILABLE,
 * MS_UNAVAILABLE, TIMEOUT, VAT_BLOCKED, IP_BLOCKED, *_MAX_CONCURRENT_REQ*) says nothing about the
 * number, so it is could-not-validate, never invalid.
 */
function classifyError(code: string): VatValidatorClassification {
  if (code === 'INVALID_INPUT') return 'invalid';
  if (code === 'INVALID_REQUESTER_INFO') return 'configuration-error';
  return 'could-not-validate';
}

function errorCodeOf(body: Record<string, unknown>): string | undefined {
  const wrappers = body['errorWrappers'];
  if (Array.isArray(wrappers) && wrappers.length > 0) {
    const code = (wrappers[0] as Record<string, unknown> | null)?.['error'];
    return typeof code === 'string' ? code : 'UNKNOWN';
  }
  const userError = body['userError'];
  if (typeof userError === 'string' && userError !== 'VALID' && userError !== 'INVALID') return userError;
  if (body['actionSucceed'] === false) return 'UNKNOWN';
  return undefined;
}

/**
 * The EU's VIES REST service: `POST {VAT_VIES_URL}/check-vat-number` with `{ countryCode,
 * vatNumber, requesterMemberStateCode, requesterNumber }`, answered by CheckVatResponse whose
 * boolean `valid` is the verdict (swagger_publicVAT.yaml). The requester rides along only when it
 * is itself a VIES number (the Swiss, British and Norwegian shops' own IDs are not).
 */
export class ViesValidator implements VatValidator {
  readonly name = 'vies';

  constructor(private readonly baseUrl: string, private readonly timeoutMs: number) {}

  covers(check: VatCheck): boolean {
    return VIES_PREFIXES.has(splitVatId(check.customer).prefix);
  }

  async validate(check: VatCheck): Promise<VatValidatorAnswer> {
    const customer = splitVatId(check.customer);
    const requester = splitVatId(check.requester);
    const request = {
      countryCode: customer.prefix,
      vatNumber: customer.number,
      ...(VIES_PREFIXES.has(requester.prefix) ? { requesterMemberStateCode: requester.prefix, requesterNumber: requester.number } : {}),
    };
    const result = await postJson(`${this.baseUrl}/check-vat-number`, request, this.timeoutMs);
    const answer = (classification: VatValidatorClassification, raw: unknown): VatValidatorAnswer => ({ validator: this.name, classification, raw });
    if (!result.ok) return answer('could-not-validate', { failure: result.failure, ...(result.timedOut ? { timedOut: true } : {}) });
    const body = typeof result.body === 'object' && result.body !== null ? (result.body as Record<string, unknown>) : undefined;
    if (!body) return answer('could-not-validate', { status: result.status, failure: 'answer is not a JSON object' });
    const error = errorCodeOf(body);
    if (error !== undefined) return answer(classifyError(error), { status: result.status, error });
    if (result.status < 200 || result.status > 299 || typeof body['valid'] !== 'boolean') {
      return answer('could-not-validate', { status: result.status, failure: 'no verdict in the answer' });
    }
    const raw = { status: result.status, valid: body['valid'], requestDate: body['requestDate'], requestIdentifier: body['requestIdentifier'] };
    return answer(body['valid'] ? 'valid' : 'invalid', raw);
  }
}
