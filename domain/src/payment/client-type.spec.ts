import { describe, expect, it } from '@jest/globals';
import { CLIENT_TYPES, normaliseClientType, toStoredClientType } from './client-type.js';
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
