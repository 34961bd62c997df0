import { describe, expect, it } from '@jest/globals';
import { SELECT_INVALID_MESSAGE, messageKey } from './messages.js';
import { validate } from './validate.js';

const failing = (value: unknown, rules: string, values?: Record<string, unknown>) =>
  validate(value, rules, values === undefined ? {} : { values }).map((failure) => failure.rule);

describe('validate returns the failing rules as message keys (spec 1 §5)', () => {
  it('gives the key, the rule and its parameters', () => {
    expect(validate('ab', 'required|min:3')).toEqual([{ rule: 'min', key: 'validation.min', params: ['3'] }]);
    expect(messageKey('oneOf')).toBe('validation.oneOf');
  });

  it('takes already parsed rules as well as a rule string', () => {
    expect(validate('', [{ name: 'required', params: [] }]).map((f) => f.key)).toEqual(['validation.required']);
  });

  it('reports every failing rule in rule order', () => {
    expect(failing('x', 'min:3|email')).toEqual(['min', 'email']);
  });

  it('pins the generic select message', () => {
    expect(SELECT_INVALID_MESSAGE).toBe('This field is not correct.');
  });
});

describe('required and rating (rating is "same as required")', () => {
  it.each([
    ['Jana', true],
    ['a', true],
    [0, true], // a number is a value
    [5, true],
    [true, true],
    [['x'], true],
    ['', false],
    ['   ', false], // our reading: whitespace only is empty
    [undefined, false],
    [null, false],
    [[], false],
    [false, false], // our reading: an unticked checkbox fails required
  ])('%j passes: %s', (value, passes) => {
    expect(failing(value, 'required')).toEqual(passes ? [] : ['required']);
    expect(failing(value, 'rating')).toEqual(passes ? [] : ['rating']);
  });
});

describe('min and max are lengths', () => {
  it.each([
    ['abc', 'min:3', true],
    ['ab', 'min:3', false],
    ['žšč', 'min:3', true],
    ['😀😀', 'min:3', false], // code points, not UTF-16 units (which would be 4)
    [12345, 'min:3', true],
    [['a', 'b'], 'min:3', false],
    ['a'.repeat(50), 'max:50', true],
    ['a'.repeat(51), 'max:50', false],
    ['😀'.repeat(50), 'max:50', true],
    [123, 'max:2', false],
  ])('%j with %s passes: %s', (value, rules, passes) => {
    expect(failing(value, rules)).toEqual(passes ? [] : [rules.split(':')[0]]);
  });
});

describe('email', () => {
  it.each([
    ['jana.novak@example.sk', true],
    ['a+tag@sub.example.co.uk', true],
    ['jörg@bäcker.de', true],
    ['a@b.co', true],
    ['a@b', false],
    ['a b@example.com', false],
    ['a@@example.com', false],
    ['a@example..com', false],
    ['a@.example.com', false],
    ['@example.com', false],
    ['jana@example.com ', false],
    ['jana', false],
    [42, false],
  ])('%j passes: %s', (value, passes) => {
    expect(failing(value, 'email')).toEqual(passes ? [] : ['email']);
  });
});

describe('confirmed compares with another field of the form', () => {
  it.each([
    ['secret1', { password: 'secret1' }, true],
    ['secret1', { password: 'secret2' }, false],
    ['secret1', {}, false],
    ['secret1', undefined, false],
  ])('%j against %j passes: %s', (value, values, passes) => {
    expect(failing(value, 'confirmed:password', values)).toEqual(passes ? [] : ['confirmed']);
  });
});

describe('oneOf', () => {
  it.each([
    ['a', true],
    ['b', true],
    ['c', false],
    ['A', false],
    ['a,b', false],
  ])('%j in a,b: %s', (value, passes) => {
    expect(failing(value, 'oneOf:a,b')).toEqual(passes ? [] : ['oneOf']);
  });

  it('compares numbers by their text', () => {
    expect(failing(2, 'oneOf:1,2')).toEqual([]);
  });
});

describe('empty non-required values pass the other rules (spec 1 §5)', () => {
  it.each(['', '  ', undefined, null])('%j passes email, min, max, confirmed and oneOf', (value) => {
    expect(failing(value, 'email|min:3|max:1|confirmed:password|oneOf:a', { password: 'x' })).toEqual([]);
  });

  it("reports only 'required' for an empty value under 'required|min:3' (our reading)", () => {
    expect(failing('', 'required|min:3')).toEqual(['required']);
  });
});
