import type { VatValidatorClassification } from './validator-answer.js';
import { IDLE_VAT_VALIDATION, type VatValidationEvent, type VatValidationState } from './validation-state.js';

/**
 * Spec 2 §4: a new validation starts only if the number changed from the last validated or
 * validating one, or when forced (the retry button). Reading chosen for "one in progress is
 * awaited first": a validation already running for the same number is never started twice,
 * not even when forced. A different number does start at once; the answer still in flight
 * for the old number then arrives stale and is ignored by the reducer.
 */
export function shouldStartValidation(state: VatValidationState, number: string, force = false): boolean {
  if (number === '') return false;
  if (state.status === 'validating' && state.number === number) return false;
  if (force) return true;
  return state.status === 'idle' || state.number !== number;
}

/** An answer or a timeout counts only for the number being validated right now. */
export const isAwaitingVatAnswer = (state: VatValidationState, number: string): boolean =>
  state.status === 'validating' && state.number === number;

function settle(number: string, classification: VatValidatorClassification): VatValidationState {
  switch (classification) {
    case 'valid':
    case 'invalid':
      return { status: classification, number };
    case 'could-not-validate':
      return { status: 'could-not-validate', number, cause: 'validator-unavailable' };
    case 'configuration-error':
      return { status: 'could-not-validate', number, cause: 'configuration-error' };
  }
}

/**
 * Pure transition of the VAT validation (spec 2 §4). Events that change nothing return the
 * very same state object, so callers can skip re-rendering.
 * Readings chosen: starting with an empty number is the shopper clearing the field (→ idle);
 * after a timeout, a late answer for the same number is ignored, because the shopper has
 * already been asked to confirm with the retry button (spec 2 §8) and a result appearing on its
 * own afterwards would contradict that message.
 */
export function reduceVatValidation(state: VatValidationState, event: VatValidationEvent): VatValidationState {
  switch (event.type) {
    case 'clear':
      return state.status === 'idle' ? state : IDLE_VAT_VALIDATION;
    case 'start':
      if (event.number === '') return state.status === 'idle' ? state : IDLE_VAT_VALIDATION;
      return shouldStartValidation(state, event.number, event.force) ? { status: 'validating', number: event.number } : state;
    case 'resolve':
      return isAwaitingVatAnswer(state, event.number) ? settle(event.number, event.classification) : state;
    case 'timeout':
      return isAwaitingVatAnswer(state, event.number) ? { status: 'could-not-validate', number: event.number, cause: 'timeout' } : state;
  }
}
