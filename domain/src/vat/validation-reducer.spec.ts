import { describe, expect, it } from '@jest/globals';
import { reduceVatValidation, shouldStartValidation } from './validation-reducer.js';
import {
  IDLE_VAT_VALIDATION, vatNeedsOpsAttention, vatValidationEvents as on, type VatValidationEvent, type VatValidationState,
} from './validation-state.js';

const idle: VatValidationState = IDLE_VAT_VALIDATION;
const validating = (number: string): VatValidationState => ({ status: 'validating', number });
const valid = (number: string): VatValidationState => ({ status: 'valid', number });
const invalid = (number: string): VatValidationState => ({ status: 'invalid', number });
const unavailable = (number: string): VatValidationState => ({ status: 'could-not-validate', number, cause: 'validator-unavailable' });
const misconfigured = (number: string): VatValidationState => ({ status: 'could-not-validate', number, cause: 'configuration-error' });
const timedOut = (number: string): VatValidationState => ({ status: 'could-not-validate', number, cause: 'timeout' });

const A = 'DE123456789';
const B = 'DE987654321';

describe('event creators', () => {
  it('start is not forced unless asked', () => {
    expect(on.start(A)).toEqual({ type: 'start', number: A, force: false });
    expect(on.start(A, { force: true })).toEqual({ type: 'start', number: A, force: true });
  });
});

describe('VAT validation transitions (spec 2 §4 "VAT validation")', () => {
  it.each<[string, VatValidationState, VatValidationEvent, VatValidationState]>([
    ['idle → validating on a number', idle, on.start(A), validating(A)],
    ['valid → validating when the number changed', valid(A), on.start(B), validating(B)],
    ['invalid → validating when the number changed', invalid(A), on.start(B), validating(B)],
    ['could-not-validate → validating when the number changed', unavailable(A), on.start(B), validating(B)],
    ['validating → validating the new number when it changed', validating(A), on.start(B), validating(B)],
    ['retry (forced) after could-not-validate', unavailable(A), on.start(A, { force: true }), validating(A)],
    ['retry (forced) after a timeout', timedOut(A), on.start(A, { force: true }), validating(A)],
    ['forced after valid', valid(A), on.start(A, { force: true }), validating(A)],
    ['validating → valid', validating(A), on.resolve(A, 'valid'), valid(A)],
    ['validating → invalid', validating(A), on.resolve(A, 'invalid'), invalid(A)],
    ['validating → could-not-validate', validating(A), on.resolve(A, 'could-not-validate'), unavailable(A)],
    ['configuration error → could-not-validate flagged for ops', validating(A), on.resolve(A, 'configuration-error'), misconfigured(A)],
    ['validating → could-not-validate on timeout', validating(A), on.timeout(A), timedOut(A)],
    ['clearing resets valid', valid(A), on.clear(), idle],
    ['clearing resets invalid', invalid(A), on.clear(), idle],
    ['clearing resets could-not-validate', unavailable(A), on.clear(), idle],
    ['clearing abandons a validation', validating(A), on.clear(), idle],
    ['an emptied field counts as clearing', valid(A), on.start(''), idle],
    ['an emptied field counts as clearing, even forced', validating(A), on.start('', { force: true }), idle],
  ])('%s', (_name, before, event, after) => {
    expect(reduceVatValidation(before, event)).toEqual(after);
  });

  // Events that change nothing return the same object.
  it.each<[string, VatValidationState, VatValidationEvent]>([
    ['same number after valid, not forced', valid(A), on.start(A)],
    ['same number after invalid, not forced', invalid(A), on.start(A)],
    ['same number after could-not-validate, not forced (the retry button is needed)', unavailable(A), on.start(A)],
    ['same number while validating', validating(A), on.start(A)],
    ['same number while validating, even forced (awaited first)', validating(A), on.start(A, { force: true })],
    ['stale answer for a number no longer current', validating(B), on.resolve(A, 'valid')],
    ['answer after clearing', idle, on.resolve(A, 'valid')],
    ['answer when already settled', invalid(A), on.resolve(A, 'valid')],
    ['late answer after the timeout', timedOut(A), on.resolve(A, 'valid')],
    ['stale timeout', validating(B), on.timeout(A)],
    ['timeout after the answer', valid(A), on.timeout(A)],
    ['clearing when idle', idle, on.clear()],
    ['empty number when idle', idle, on.start('')],
  ])('ignores: %s', (_name, before, event) => {
    expect(reduceVatValidation(before, event)).toBe(before);
  });

  it('runs the spec scenario: change, stale answer, retry', () => {
    let state = reduceVatValidation(idle, on.start(A));
    state = reduceVatValidation(state, on.start(B)); // shopper corrected the number
    state = reduceVatValidation(state, on.resolve(A, 'invalid')); // stale, ignored
    expect(state).toEqual(validating(B));
    state = reduceVatValidation(state, on.resolve(B, 'could-not-validate'));
    state = reduceVatValidation(state, on.start(B)); // blur again: nothing
    expect(state).toEqual(unavailable(B));
    state = reduceVatValidation(state, on.start(B, { force: true })); // 'Validate my VAT ID'
    state = reduceVatValidation(state, on.resolve(B, 'valid'));
    expect(state).toEqual(valid(B));
    state = reduceVatValidation(state, on.clear());
    expect(reduceVatValidation(state, on.start(B))).toEqual(validating(B)); // cleared, so B counts as new
  });
});

describe('shouldStartValidation', () => {
  it.each<[string, VatValidationState, string, boolean, boolean]>([
    ['idle, a number', idle, A, false, true],
    ['idle, empty', idle, '', false, false],
    ['idle, empty, forced', idle, '', true, false],
    ['valid, same number', valid(A), A, false, false],
    ['valid, same number, forced', valid(A), A, true, true],
    ['valid, changed', valid(A), B, false, true],
    ['could-not-validate, same', unavailable(A), A, false, false],
    ['could-not-validate, same, forced', unavailable(A), A, true, true],
    ['validating, same', validating(A), A, false, false],
    ['validating, same, forced', validating(A), A, true, false],
    ['validating, changed', validating(A), B, false, true],
  ])('%s → %s', (_name, state, number, force, expected) => {
    expect(shouldStartValidation(state, number, force)).toBe(expected);
  });

  it('is not forced by default', () => {
    expect(shouldStartValidation(valid(A), A)).toBe(false);
  });
});

describe('ops flag', () => {
  it.each<[VatValidationState, boolean]>([
    [misconfigured(A), true],
    [unavailable(A), false],
    [timedOut(A), false],
    [invalid(A), false],
    [idle, false],
  ])('%p needs ops: %s', (state, expected) => {
    expect(vatNeedsOpsAttention(state)).toBe(expected);
  });
});
