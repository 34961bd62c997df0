import { describe, expect, it } from '@jest/globals';
import * as forms from './index.js';

describe('forms public API', () => {
  it.each([
    'RULE_NAMES', 'DEFAULT_INPUT_RULES', 'parseRules', 'validate', 'SELECT_INVALID_MESSAGE', 'PASSWORD_MESSAGE',
    'isValidPhoneNumber', 'isValidPassword', 'passwordProblem', 'isValidStreetNumber',
    'STREET_NUMBER_DIGIT_CHECK_OFF', 'normaliseProductNumber', 'productNumberFromSku', 'SUPPORT_FIELDS',
    'SUPPORT_SUBREASONS', 'subreasonsOf', 'selectSupportReason', 'manualRequestPrefill', 'quoteRequestPrefill',
    'validateSupportRequest', 'clearHiddenSupportFields',
  ])('exports %s', (name) => {
    expect(forms).toHaveProperty(name);
  });
});
