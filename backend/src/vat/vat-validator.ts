import type { VatValidatorClassification } from '@shop/domain';

/** One VAT ID check: the shop's own ID (UstId_1) asks about the customer's (UstId_2), both prefix + number. */
export interface VatCheck {
  readonly requester: string;
  readonly customer: string;
}

export interface VatValidatorAnswer {
  readonly validator: string;
  readonly classification: VatValidatorClassification;
  /** What the service said (its status or error code, its body), for support and the audit trail. */
  readonly raw: unknown;
}

export interface VatValidator {
  readonly name: string;
  /** False where the service cannot answer for this pair (BZSt: a German number for a German requester). */
  covers(check: VatCheck): boolean;
  /** Never throws: a failed or slow request is 'could-not-validate'. */
  validate(check: VatCheck): Promise<VatValidatorAnswer>;
}

/** Prefix and number of a cleaned VAT ID: the prefix is its leading letters (EL, CHE, ATU → AT + U…). */
export function splitVatId(id: string): { readonly prefix: string; readonly number: string } {
  const prefix = id.slice(0, id.startsWith('CHE') ? 3 : 2);
  return { prefix, number: id.slice(prefix.length) };
}
