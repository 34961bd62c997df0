import { describe, expect, it } from '@jest/globals';
import * as postal from './index.js';

describe('postal public API', () => {
  it('exports the table, the check, the messages and the cart validator', () => {
    expect(Object.keys(postal).sort()).toEqual([
      'BILLING_POSTAL_CODE_MESSAGE',
      'EIRCODE_PATTERN',
      'POSTAL_CODE_PATTERNS',
      'UK_POSTCODE_PATTERN',
      'UNCONVERTIBLE_ADDRESS_NOTE',
      'billingPostalCodeMessage',
      'isValidPostalCode',
      'postalCodePatternFor',
      'shippingPostalCodeMessage',
      'validateAddressPostalCodes',
    ]);
  });
});
