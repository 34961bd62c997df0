import { describe, expect, it } from '@jest/globals';
import { CLIENT_TYPES, clientTypeOfAddress, normaliseClientType, toStoredClientType } from './client-type.js';
import { PaymentRuleError } from './payment-rule-error.js';

describe('client type vocabulary (spec 2 §3: PRIVATE or COMPANY, stored lowercased)', () => {
  it('has two types stored lowercased in customerType', () => {
    expect(CLIENT_TYPES).toEqual(['PRIVATE', 'COMPANY']);
    expect(toStoredClientType('PRIVATE')).toBe('private');
    expect(toStoredClientType('COMPANY')).toBe('company');
  });

  it.each([
    ['PRIVATE', 'PRIVATE'], ['private', 'PRIVATE'], ['COMPANY', 'COMPANY'], ['company', 'COMPANY'],
  ])('normalises %s to %s', (value, expected) => {
    expect(normaliseClientType(value)).toBe(expected);
  });

  // Reading chosen: only the two casings the shop writes; anything else is a corrupt value.
  it.each(['Company', ' private', 'business', 'B2B', '', null, undefined, 1])('rejects %j', (value) => {
    expect(() => normaliseClientType(value)).toThrow(PaymentRuleError);
  });
});

describe('clientTypeOfAddress (spec 2 §4: an address with a company makes the client a company)', () => {
  it('is company when the billing address names a company, private otherwise', () => {
    expect(clientTypeOfAddress({ company: 'Weber GmbH' })).toBe('COMPANY');
    expect(clientTypeOfAddress({ company: '   ' })).toBe('PRIVATE');
    expect(clientTypeOfAddress({})).toBe('PRIVATE');
    expect(clientTypeOfAddress(undefined)).toBe('PRIVATE');
  });
});
