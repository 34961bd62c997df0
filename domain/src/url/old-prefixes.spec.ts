import { describe, expect, it } from '@jest/globals';
import { rewriteOldPrefixes } from './old-prefixes.js';
import { formatQuery, parseQuery } from './query-codec.js';

const rewrite = (path: string, query = '') => {
  const result = rewriteOldPrefixes(path.split('/').filter(Boolean), parseQuery(query));
  return { segments: result.segments, query: formatQuery(result.query), hint: result.hint };
};

describe('old prefixes (spec 1 §2)', () => {
  it.each([
    ['/category/drills/cordless', '', ['drills', 'cordless'], '', 'category'],
    ['/Category/Drills', '?page=2', ['Drills'], '?page=2', 'category'],
    ['/category', '', [], '', 'category'],
    ['/product/drill-10012345', '', ['drill-10012345'], '', 'product'],
    ['/search/Cordless Drill', '?sort=price', ['search'], '?query=Cordless%20Drill&sort=price', undefined],
    ['/SEARCH/a/b', '?query=old&x=1&query=older', ['search'], '?query=a%2Fb&x=1', undefined],
    ['/search', '?query=drill', ['search'], '?query=drill', undefined],
    ['/drills/category', '', ['drills', 'category'], '', undefined],
    ['/', '', [], '', undefined],
  ] as const)('%s%s → %j %s (hint %s)', (path, query, segments, rewrittenQuery, hint) => {
    expect(rewrite(path, query)).toEqual({ segments, query: rewrittenQuery, hint });
  });
});
