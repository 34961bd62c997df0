import { describe, expect, it } from '@jest/globals';
import { parseFacetFilters } from './facet-filters.js';
import { FilterSyntaxError } from './filter-node.js';
import { parseFiltersExpression } from './filters-expression.js';
import { parseNumericFilters } from './numeric-filters.js';
import { decodeParamsString } from './params-string.js';

describe('facetFilters', () => {
  it('ANDs the outer list and ORs an inner one; a value may hold colons (campaign tags)', () => {
    expect(parseFacetFilters([['tags:campaign:black_friday', 'tags:campaign:cyber_week'], 'brand:Vantelli'], 'f')).toEqual({
      kind: 'and',
      nodes: [
        { kind: 'or', nodes: [{ kind: 'facet', attribute: 'tags', value: 'campaign:black_friday' }, { kind: 'facet', attribute: 'tags', value: 'campaign:cyber_week' }] },
        { kind: 'facet', attribute: 'brand', value: 'Vantelli' },
      ],
    });
  });

  it('negates with a leading minus, which \\- escapes; numeric attributes compare as numbers', () => {
    expect(parseFacetFilters(['brand:-Vantelli'], 'f')).toEqual({ kind: 'not', node: { kind: 'facet', attribute: 'brand', value: 'Vantelli' } });
    expect(parseFacetFilters(['tags:\\-x'], 'f')).toEqual({ kind: 'facet', attribute: 'tags', value: '-x' });
    expect(parseFacetFilters(['averageRating:4.5'], 'f')).toEqual({ kind: 'numeric', attribute: 'averageRating', operator: '=', value: 4.5 });
    expect(parseFacetFilters([], 'f')).toBeUndefined();
  });

  it.each([['color:red'], ['tags'], ['tags:'], [':x'], ['price:cheap']])('refuses %j', (filter) => {
    expect(() => parseFacetFilters([filter], 'f')).toThrow(FilterSyntaxError);
  });
});

describe('numericFilters', () => {
  it('reads comparisons and ranges of price and averageRating', () => {
    expect(parseNumericFilters(['price >= 5900', ['averageRating>4', 'price:100 TO 200']], 'n')).toEqual({
      kind: 'and',
      nodes: [
        { kind: 'numeric', attribute: 'price', operator: '>=', value: 5900 },
        { kind: 'or', nodes: [
          { kind: 'numeric', attribute: 'averageRating', operator: '>', value: 4 },
          { kind: 'range', attribute: 'price', min: 100, max: 200 },
        ] },
      ],
    });
  });

  it.each([['price'], ['brand>1'], ['price>x'], ['price:5 TO 1'], ['price=>5']])('refuses %j', (filter) => {
    expect(() => parseNumericFilters([filter], 'n')).toThrow(FilterSyntaxError);
  });
});

describe('filters expressions', () => {
  it('binds AND tighter than OR, with NOT and parentheses', () => {
    expect(parseFiltersExpression('tags:new OR tags:bestseller AND NOT price < 100', 'x')).toEqual({
      kind: 'or',
      nodes: [
        { kind: 'facet', attribute: 'tags', value: 'new' },
        { kind: 'and', nodes: [
          { kind: 'facet', attribute: 'tags', value: 'bestseller' },
          { kind: 'not', node: { kind: 'numeric', attribute: 'price', operator: '<', value: 100 } },
        ] },
      ],
    });
    expect(parseFiltersExpression('(tags:new OR tags:bestseller) AND price:1 TO 2', 'x')).toMatchObject({
      kind: 'and', nodes: [{ kind: 'or' }, { kind: 'range', min: 1, max: 2 }],
    });
  });

  it('takes quoted attributes and values with spaces and escaped quotes', () => {
    expect(parseFiltersExpression('"categories.lvl1":"Workshop > Power \\"tools\\""', 'x')).toEqual(
      { kind: 'facet', attribute: 'categories.lvl1', value: 'Workshop > Power "tools"' },
    );
    expect(parseFiltersExpression('tags:campaign:black_friday', 'x')).toEqual({ kind: 'facet', attribute: 'tags', value: 'campaign:black_friday' });
    expect(parseFiltersExpression('  ', 'x')).toBeUndefined();
  });

  it.each(['(tags:new', 'tags:new)', 'tags:new AND', 'tags new', 'brand:"open', 'color:red', 'NOT', 'tags:new OR OR tags:x'])('refuses %j', (text) => {
    expect(() => parseFiltersExpression(text, 'x')).toThrow(FilterSyntaxError);
  });
});

describe('the params string of older clients', () => {
  it('decodes numbers, booleans, JSON lists and comma lists; leaves undecodable values as text', () => {
    expect(decodeParamsString('query=drill%20bit&hitsPerPage=12&clickAnalytics=true&facets=%5B%22brand%22%5D&attributesToRetrieve=name,url&facetFilters=%5B%5B%22tags%3Anew%22%5D%5D&page=x&numericFilters=%5Bbad'))
      .toEqual({
        query: 'drill bit', hitsPerPage: 12, clickAnalytics: true, facets: ['brand'], attributesToRetrieve: ['name', 'url'],
        facetFilters: [['tags:new']], page: 'x', numericFilters: '[bad',
      });
  });
});
