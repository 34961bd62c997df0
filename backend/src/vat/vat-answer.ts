import type { VatValidatorClassification } from '@shop/domain';

/** The VAT call's answer (issue 20): `valid` is true exactly when the outcome is 'valid'. */
export interface VatAnswer {
  readonly valid: boolean;
  readonly outcome: 'valid' | 'invalid' | 'couldNotValidate';
  readonly raw: unknown;
  /** couldNotValidate because no validator answered in time (VAT_TIMEOUT_MS): the browser's 'taking too much time' state (spec 2 §8). */
  readonly timedOut?: true;
}

export function vatAnswerOf(classification: VatValidatorClassification, raw: unknown, timedOut = false): VatAnswer {
  if (classification === 'valid') return { valid: true, outcome: 'valid', raw };
  if (classification === 'invalid') return { valid: false, outcome: 'invalid', raw };
  return { valid: false, outcome: 'couldNotValidate', raw, ...(timedOut ? { timedOut: true as const } : {}) };
}
