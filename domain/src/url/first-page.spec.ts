import { describe, expect, it } from '@jest/globals';
import { FIRST_PAGE_MARKER, removeFirstPage } from './first-page.js';
import { formatQuery, parseQuery } from './query-codec.js';

describe('first page (spec 1 §2)', () => {
  it('uses 1 as the marker', () => {
    expect(FIRST_PAGE_MARKER).toBe('1');
  });

  it.each([
    ['?page=1', ''],
    ['?a=1&page=1&b=2', '?a=1&b=2'],
    ['?page=%31', ''],
    ['?page=2', '?page=2'],
    ['?page=1.0', '?page=1.0'],
    ['?page', '?page'],
    ['?pages=1', '?pages=1'],
  ])('%s → %j', (query, expected) => {
    expect(formatQuery(removeFirstPage(parseQuery(query)))).toBe(expected);
  });
});
