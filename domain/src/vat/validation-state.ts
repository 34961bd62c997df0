import type { VatValidatorClassification } from './validator-answer.js';

/**
 * Why a number could not be validated. Only 'configuration-error' needs ops: the shop's own
 * request is wrong. The shopper is shown the same could-not-validate message for the first two
 * and the "taking too much time" message for 'timeout'.
 */
export type VatCouldNotValidateCause = 'validator-unavailable' | 'configuration-error' | 'timeout';

/**
 * Spec 2 §4 "VAT validation". `number` is the normalised request id (prefix + number, see
 * normaliseVatId), so that "de 123 456 789" and "DE123456789" count as the same number.
 */
export type VatValidationState =
  | { readonly status: 'idle' }
  | { readonly status: 'validating'; readonly number: string }
  | { readonly status: 'valid'; readonly number: string }
  | { readonly status: 'invalid'; readonly number: string }
  | { readonly status: 'could-not-validate'; readonly number: string; readonly cause: VatCouldNotValidateCause };

export type VatValidationStatus = VatValidationState['status'];

export type VatValidationEvent =
  /** Focus left the field (force false) or the shopper clicked 'Validate my VAT ID' (force true). */
  | { readonly type: 'start'; readonly number: string; readonly force: boolean }
  | { readonly type: 'resolve'; readonly number: string; readonly classification: VatValidatorClassification }
  /** The caller's timer fired; the domain does not read the clock. */
  | { readonly type: 'timeout'; readonly number: string }
  | { readonly type: 'clear' };

export const IDLE_VAT_VALIDATION: VatValidationState = { status: 'idle' };

export const vatValidationEvents = {
  start: (number: string, options: { readonly force?: boolean } = {}): VatValidationEvent =>
    ({ type: 'start', number, force: options.force ?? false }),
  resolve: (number: string, classification: VatValidatorClassification): VatValidationEvent =>
    ({ type: 'resolve', number, classification }),
  timeout: (number: string): VatValidationEvent => ({ type: 'timeout', number }),
  clear: (): VatValidationEvent => ({ type: 'clear' }),
} as const;

/** True when ops should hear about this state: the shop's own validator configuration is wrong. */
export const vatNeedsOpsAttention = (state: VatValidationState): boolean =>
  state.status === 'could-not-validate' && state.cause === 'configuration-error';
