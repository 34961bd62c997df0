import { describe, expect, it } from '@jest/globals';
import {
  classifyVatValidatorAnswer, VAT_CONFIGURATION_ERROR_CODES, VAT_COULD_NOT_VALIDATE_CODES, shopperVatOutcomeOf, VAT_VALID_CODES,
  type VatValidatorClassification,
} from './validator-answer.js';

const table = (codes: readonly number[], expected: VatValidatorClassification) =>
  codes.flatMap((code) => [[code, expected], [String(code), expected]] as Array<[number | string, VatValidatorClassification]>);

describe("the validator's ErrorCode (spec 2 §5 and the issue)", () => {
  it('pins the code lists', () => {
    expect(VAT_VALID_CODES).toEqual([200, 216, 218, 219, 223]);
    expect(VAT_COULD_NOT_VALIDATE_CODES).toEqual([205, 208, 999]);
    expect(VAT_CONFIGURATION_ERROR_CODES).toEqual([206, 213, 214, 215, 221]);
  });

  it.each([
    ...table([200, 216, 218, 219, 223], 'valid'),
    ...table([205, 208, 999], 'could-not-validate'),
    ...table([206, 213, 214, 215, 221], 'configuration-error'),
    // "any other not valid": the eVatR codes for wrong, unknown or malformed numbers, and unknown codes
    ...table([201, 202, 203, 204, 207, 209, 210, 211, 212, 217, 220, 222, 0, 500], 'invalid'),
  ])('%p → %s', (code, expected) => {
    expect(classifyVatValidatorAnswer(code)).toBe(expected);
  });

  it.each<[string | number]>([[' 200 '], ['\n216\n'], ['0200']])('reads the XML text %p as a number', (code) => {
    expect(classifyVatValidatorAnswer(code)).toBe('valid');
  });

  // Spec 2 §5: a request failure counts as could not validate; an unreadable code is one.
  it.each<[string | number | null | undefined]>([
    [undefined], [null], [''], ['   '], ['abc'], ['20 0'], ['200.0'], ['-201'], [Number.NaN], [200.5], [-201],
    [Number.POSITIVE_INFINITY],
  ])('%p → could-not-validate', (code) => {
    expect(classifyVatValidatorAnswer(code)).toBe('could-not-validate');
  });
});

describe('what the shopper is told', () => {
  it.each<[VatValidatorClassification, string]>([
    ['valid', 'valid'],
    ['invalid', 'invalid'],
    ['could-not-validate', 'could-not-validate'],
    ['configuration-error', 'could-not-validate'], // never "invalid": the shop's own set-up is wrong
  ])('%s is shown as %s', (classification, shown) => {
    expect(shopperVatOutcomeOf(classification)).toBe(shown);
  });
});
