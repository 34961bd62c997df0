import { describe, expect, it } from '@jest/globals';
import { DEFAULT_INPUT_RULES, parseRules } from './parse-rules.js';
import { RULE_NAMES } from './rule-names.js';

describe('rule strings (spec 1 §5)', () => {
  it('registers exactly email, required, min, max, confirmed, oneOf and rating', () => {
    expect([...RULE_NAMES].sort()).toEqual(['confirmed', 'email', 'max', 'min', 'oneOf', 'rating', 'required']);
  });

  it("defaults a validated input to 'required|min:3'", () => {
    expect(DEFAULT_INPUT_RULES).toBe('required|min:3');
    expect(parseRules(DEFAULT_INPUT_RULES)).toEqual([
      { name: 'required', params: [] },
      { name: 'min', params: ['3'] },
    ]);
  });

  it.each([
    ['max:50', [{ name: 'max', params: ['50'] }]],
    ['oneOf:a,b', [{ name: 'oneOf', params: ['a', 'b'] }]],
    ['oneOf:only', [{ name: 'oneOf', params: ['only'] }]],
    ['confirmed:password', [{ name: 'confirmed', params: ['password'] }]],
    ['email|required', [{ name: 'email', params: [] }, { name: 'required', params: [] }]],
    ['rating', [{ name: 'rating', params: [] }]],
    ['min:0', [{ name: 'min', params: ['0'] }]],
    ['', []],
  ])('parses %j', (rules, expected) => {
    expect(parseRules(rules)).toEqual(expected);
  });

  // Rule strings are written by developers: a malformed one must fail loudly, not validate nothing.
  it.each([
    ['unknown rule', 'phone'],
    ['wrong case', 'Required'],
    ['empty segment', 'required||min:3'],
    ['trailing pipe', 'required|'],
    ['missing length', 'min'],
    ['empty length', 'min:'],
    ['non-integer length', 'min:3.5'],
    ['negative length', 'max:-1'],
    ['non-numeric length', 'max:abc'],
    ['leading zero length', 'max:05'],
    ['two lengths', 'min:3,4'],
    ['parameter on required', 'required:yes'],
    ['parameter on email', 'email:strict'],
    ['confirmed without target', 'confirmed'],
    ['confirmed with two targets', 'confirmed:a,b'],
    ['oneOf without values', 'oneOf'],
    ['oneOf with an empty value', 'oneOf:a,'],
  ])('rejects a malformed rule string (%s): %j', (_case, rules) => {
    expect(() => parseRules(rules)).toThrow(SyntaxError);
  });
});
