import { describe, expect, it } from '@jest/globals';
import { fieldText, isToken, postedVia, returnPath } from './form-fields';

const form = (entries: Record<string, string | Blob>): FormData => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe('form fields', () => {
  it('reads a field trimmed, and a missing field or a file as empty', () => {
    expect(fieldText(form({ code: '  WELCOME10 ' }), 'code')).toBe('WELCOME10');
    expect(fieldText(form({}), 'code')).toBe('');
    expect(fieldText(form({ code: new Blob(['x']) }), 'code')).toBe('');
  });

  it('takes a token up to its length, never empty or with a control character', () => {
    expect(isToken('EX10000001', 10)).toBe(true);
    expect(isToken('EX100000012', 10)).toBe(false);
    expect(isToken('', 10)).toBe(false);
    expect(isToken('EX\n1', 10)).toBe(false);
    expect(isToken(7, 10)).toBe(false);
  });

  it('answers data only to the enhanced form', () => {
    expect(postedVia(form({ via: 'fetch' }))).toBe('fetch');
    expect(postedVia(form({ via: 'xhr' }))).toBe('form');
    expect(postedVia(form({}))).toBe('form');
  });

  it('goes back only to a path on this site', () => {
    expect(returnPath(form({ returnTo: '/checkout/cart?x=1' }), '/')).toBe('/checkout/cart?x=1');
    expect(returnPath(form({ returnTo: 'https://evil.example/' }), '/')).toBe('/');
    expect(returnPath(form({ returnTo: '//evil.example/' }), '/checkout/cart')).toBe('/checkout/cart');
    expect(returnPath(form({}), '/checkout/cart')).toBe('/checkout/cart');
  });
});
