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
});
