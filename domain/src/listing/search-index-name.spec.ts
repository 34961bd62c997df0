import { describe, expect, it } from '@jest/globals';
import { LISTING_SORTS } from './listing-sort.js';
import { searchIndexName } from './search-index-name.js';

describe('search index names (spec 1 §7; README: products_{languageAndCountry} and sort replicas)', () => {
  it('names the main index and one replica per other sort', () => {
    expect(LISTING_SORTS.map((sort) => searchIndexName('de-AT', sort))).toEqual([
      'products_de-AT',
      'products_de-AT_name_asc',
      'products_de-AT_name_desc',
      'products_de-AT_price_asc',
      'products_de-AT_price_desc',
      'products_de-AT_newest',
    ]);
    expect(searchIndexName('sk-SK')).toBe('products_sk-SK');
  });
});
