import { classifyVatValidatorAnswer } from '@shop/domain';
import { postJson } from './json-post.js';
import { splitVatId, type VatCheck, type VatValidator, type VatValidatorAnswer } from './vat-validator.js';

/*
 * BZSt eVatR REST status → the XML-RPC ErrorCode it replaces, so domain's one rule
 * (classifyVatValidatorAnswer: 200/216/218/219/223 valid, 205/208/999 could not validate, …)
 * decides. Statuses from BZSt's status list (GET …/info/statusmeldungen). Readings chosen:
 * evatr-0008 (another query on this number is running) is 208; evatr-2007 (error processing the
 * member state's data) is 999, since it says nothing about the number; an unknown status is no
 * answer (could not validate).
 */
export const BZST_STATUS_TO_ERROR_CODE: Readonly<Record<string, number>> = {
  'evatr-0000': 200, // valid
  'evatr-0001': 221, 'evatr-0002': 215, 'evatr-0004': 214, 'evatr-0006': 213, 'evatr-0007': 221, // the shop's request is wrong
  'evatr-0003': 216, 'evatr-2008': 218, // valid, qualified part not done
  'evatr-0005': 209, 'evatr-0012': 209, 'evatr-2001': 202, 'evatr-2002': 203, 'evatr-2003': 212, 'evatr-2006': 204, // invalid
  'evatr-2005': 206, // the shop's own German ID is not valid
  'evatr-0008': 208,
  'evatr-0011': 999, 'evatr-0013': 999, 'evatr-1001': 999, 'evatr-1002': 999, 'evatr-1003': 999, 'evatr-1004': 999,
  'evatr-2004': 999, 'evatr-2007': 999, 'evatr-2011': 999, 'evatr-3011': 999,
};

/**
 * The German BZSt's eVatR service through its REST interface, the one it offers today:
 * `POST {VAT_BZST_URL}/abfrage` with `{ anfragendeUstid, angefragteUstid }` (a simple
 * confirmation request), answered with JSON whose `status` (evatr-NNNN) carries the result, also
 * on 4xx/5xx. Only a German requester may ask, and not about a German number: those pairs are
 * not covered, so a chain falls through to VIES.
 */
export class BzstValidator implements VatValidator {
  readonly name = 'bzst';

  constructor(private readonly baseUrl: string, private readonly timeoutMs: number) {}

  covers(check: VatCheck): boolean {
    return splitVatId(check.requester).prefix === 'DE' && splitVatId(check.customer).prefix !== 'DE';
  }

  async validate(check: VatCheck): Promise<VatValidatorAnswer> {
    const result = await postJson(`${this.baseUrl}/abfrage`, { anfragendeUstid: check.requester, angefragteUstid: check.customer }, this.timeoutMs);
    if (!result.ok) return { validator: this.name, classification: classifyVatValidatorAnswer(undefined), raw: { failure: result.failure, ...(result.timedOut ? { timedOut: true } : {}) } };
    const body = typeof result.body === 'object' && result.body !== null ? (result.body as Record<string, unknown>) : {};
    const status = typeof body['status'] === 'string' ? body['status'] : undefined;
    const errorCode = status === undefined ? undefined : BZST_STATUS_TO_ERROR_CODE[status];
    return {
      validator: this.name,
      classification: classifyVatValidatorAnswer(errorCode),
      raw: { status: result.status, evatrStatus: status ?? null, errorCode: errorCode ?? null, requestedAt: body['anfrageZeitpunkt'] ?? null },
    };
  }
}
