import { describe, expect, it } from '@jest/globals';
import { jsonWithParts } from './json-with-parts.js';

describe('jsonWithParts', () => {
  it('writes exactly what JSON.stringify writes, keys in order and undefined values left out', () => {
    const document = { id: 'c', gone: undefined, nested: { a: [1, null, 'x'], b: undefined }, '2': 'two', last: false };
    expect(jsonWithParts(document, {})).toBe(JSON.stringify(document));
    expect(jsonWithParts({}, {})).toBe('{}');
    expect(jsonWithParts({ gone: undefined }, {})).toBe('{}');
  });

  it('puts text written before in place of the named values, where the value stands', () => {
    const document = { id: 'c', lineItems: [{ id: 'l1' }], total: 3 };
    const lines = JSON.stringify([{ id: 'l1' }]);
    expect(jsonWithParts(document, { lineItems: lines })).toBe(JSON.stringify(document));
    expect(jsonWithParts(document, { lineItems: '["kept"]' })).toBe('{"id":"c","lineItems":["kept"],"total":3}');
    expect(jsonWithParts({ id: 'c' }, { lineItems: '[]' })).toBe('{"id":"c"}');
  });

  it('takes an array as the texts of its elements, and keys before, between and after written ones', () => {
    const lines = [{ id: 'l1' }, { id: 'l2', n: [1] }];
    const document = { '7': 'seven', id: 'c', lineItems: lines, gone: undefined, total: { cents: 3 }, other: [], tail: 'x' };
    const texts = lines.map((line) => JSON.stringify(line));
    expect(jsonWithParts(document, { lineItems: texts })).toBe(JSON.stringify(document));
    expect(jsonWithParts(document, { lineItems: texts, other: '[]' })).toBe(JSON.stringify(document));
    expect(jsonWithParts({ lineItems: [] }, { lineItems: [] })).toBe('{"lineItems":[]}');
    expect(jsonWithParts({ gone: undefined, lineItems: lines }, { lineItems: texts })).toBe(JSON.stringify({ lineItems: lines }));
  });

  it('writes a "__proto__" key as a key, as JSON.stringify does', () => {
    const document = JSON.parse('{"id":"c","__proto__":{"polluted":true},"n":1}') as object;
    expect(jsonWithParts(document, {})).toBe(JSON.stringify(document));
    expect(jsonWithParts(document, { n: '1' })).toBe(JSON.stringify(document));
  });
});
