import { describe, expect, it } from '@jest/globals';
import { VAT_OUTCOME_MARKERS, vatOutcomeMarkers, type VatOutcomeMarker } from './outcome-markers.js';
import type { VatTaxRateChangeContext } from './tax-rate-change.js';
import { IDLE_VAT_VALIDATION, vatValidationEvents as on, type VatValidationEvent, type VatValidationState } from './validation-state.js';

const A = 'SK2020123456';
const B = 'SK2020999999';
const idle = IDLE_VAT_VALIDATION;
const validating = (number: string): VatValidationState => ({ status: 'validating', number });
const unavailable: VatValidationState = { status: 'could-not-validate', number: A, cause: 'validator-unavailable' };
const timedOut: VatValidationState = { status: 'could-not-validate', number: A, cause: 'timeout' };
const noRateChange: VatTaxRateChangeContext = { taxRateChangeEnabled: false, netPriceActive: false };

describe('VAT outcome markers (spec 2 §4 "Outcome markers tracked")', () => {
  it('names the six markers of the spec', () => {
    expect(VAT_OUTCOME_MARKERS).toEqual(['triggered', 'retry-button-click', 'success', 'failed', 'failed-with-no-rate-change', 'timeout']);
  });

  it.each<[string, VatValidationState, VatValidationEvent, VatOutcomeMarker[]]>([
    ['a validation starts', idle, on.start(A), ['triggered']],
    ['a changed number starts one', { status: 'valid', number: A }, on.start(B), ['triggered']],
    ['the retry button starts one', unavailable, on.start(A, { force: true }), ['retry-button-click', 'triggered']],
    ['the retry button while the same number is validating', validating(A), on.start(A, { force: true }), ['retry-button-click']],
    ['blur with an unchanged number', unavailable, on.start(A), []],
    ['invalid answer', validating(A), on.resolve(A, 'invalid'), ['failed']],
    ['could-not-validate answer', validating(A), on.resolve(A, 'could-not-validate'), ['failed']],
    ['configuration error', validating(A), on.resolve(A, 'configuration-error'), ['failed']],
    ['valid answer, no tax-rate change in the store', validating(A), on.resolve(A, 'valid'), ['success']],
    ['timeout', validating(A), on.timeout(A), ['timeout']],
    ['stale answer', validating(B), on.resolve(A, 'valid'), []],
    ['late answer after a timeout', timedOut, on.resolve(A, 'valid'), []],
    ['stale timeout', validating(B), on.timeout(A), []],
    ['clear', validating(A), on.clear(), []],
  ])('%s', (_name, previous, event, markers) => {
    expect(vatOutcomeMarkers(previous, event, noRateChange)).toEqual(markers);
  });

  // "failed with no rate change (valid, but tax-rate change enabled and net price not active)"
  it.each<[boolean, boolean, VatOutcomeMarker]>([
    [false, false, 'success'],
    [false, true, 'success'],
    [true, true, 'success'],
    [true, false, 'failed-with-no-rate-change'],
  ])('valid with tax-rate change %s and net price active %s → %s', (taxRateChangeEnabled, netPriceActive, marker) => {
    expect(vatOutcomeMarkers(validating(A), on.resolve(A, 'valid'), { taxRateChangeEnabled, netPriceActive })).toEqual([marker]);
  });

  it('the rate-change context does not turn a failure into anything else', () => {
    expect(vatOutcomeMarkers(validating(A), on.resolve(A, 'invalid'), { taxRateChangeEnabled: true, netPriceActive: false })).toEqual(['failed']);
  });
});
