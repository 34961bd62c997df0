import { describe, expect, it } from '@jest/globals';
import { decodeQueryComponent, formatQuery, parseQuery, queryPair, queryValue } from './query-codec.js';

describe('query codec', () => {
  it.each([
    ['', []],
    ['?', []],
    ['?a=1', [{ key: 'a', rawValue: '1', raw: 'a=1' }]],
    ['a=1&&b', [{ key: 'a', rawValue: '1', raw: 'a=1' }, { key: 'b', rawValue: undefined, raw: 'b' }]],
    ['?x%5B0%5D=a+b&c==d', [{ key: 'x[0]', rawValue: 'a+b', raw: 'x%5B0%5D=a+b' }, { key: 'c', rawValue: '=d', raw: 'c==d' }]],
  ])('parses %j', (query, pairs) => {
    expect(parseQuery(query)).toEqual(pairs);
  });

  it.each([
    ['a+b', 'a b'],
    ['%7E', '~'],
    ['50%', '50%'],
    ['%E0%A4%A', '%E0%A4%A'],
  ])('form-decodes %j as %j, keeping malformed text as written', (text, decoded) => {
    expect(decodeQueryComponent(text)).toBe(decoded);
  });

  it('reads values, a bare key having none', () => {
    const [a, b] = parseQuery('a=x+y%21&b');
    expect(a && queryValue(a)).toBe('x y!');
    expect(b && queryValue(b)).toBeUndefined();
  });

  it('keeps raw pairs, their order and escaping, and escapes only what may not stand in a query', () => {
    expect(formatQuery([])).toBe('');
    expect(formatQuery(parseQuery('z=1&a=%7e&%5Bk%5D=v+w&[r]=s'))).toBe('?z=1&a=%7e&%5Bk%5D=v+w&%5Br%5D=s');
    expect(formatQuery(parseQuery('a=x y"#<>&b=100%&c=ä'))).toBe('?a=x%20y%22%23%3C%3E&b=100%25&c=%C3%A4');
  });

  it('builds an escaped pair', () => {
    expect(queryPair('query', 'a b&c')).toEqual({ key: 'query', rawValue: 'a%20b%26c', raw: 'query=a%20b%26c' });
  });
});
