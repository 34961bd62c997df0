import { describe, expect, it } from '@jest/globals';
import { money } from '@shop/domain';
import { readBlockQuery, searchRequestOf } from './block-query';
import { productQueries } from './block-products.server';
import { tileOfHit } from './hit-tile';

describe('product block queries', () => {
  it('read the demo\'s product-listing query', () => {
    const query = readBlockQuery({ filters: { tags: ['bestseller'] }, sort: 'relevance', hitsPerPage: 12 });
    expect(query).toEqual({ filters: { tags: ['bestseller'] }, sort: 'relevance', hitsPerPage: 12 });
    expect(searchRequestOf(query, 'sk-SK')).toEqual({
      indexName: 'products_sk-SK',
      query: '',
      page: 0,
      hitsPerPage: 12,
      facetFilters: [['tags:bestseller']],
      attributesToRetrieve: expect.arrayContaining(['sku', 'name', 'url', 'price', 'currency']),
    });
  });

  it('search a sort replica, OR within an attribute and AND across them', () => {
    const query = readBlockQuery({ filters: { tags: ['on-sale', 'new'], brand: ['Hartmoor'], 'categories.lvl0': ['Gastro'] }, sort: 'price-asc', hitsPerPage: 24 });
    expect(searchRequestOf(query, 'de-AT')).toEqual(expect.objectContaining({
      indexName: 'products_de-AT_price_asc',
      hitsPerPage: 24,
      facetFilters: [['tags:on-sale', 'tags:new'], ['brand:Hartmoor'], ['categories.lvl0:Gastro']],
    }));
  });

  it('drop what a block may not ask (numeric filters, unknown attributes, bad sizes and sorts)', () => {
    expect(readBlockQuery({ filters: { price: ['1'], sku: ['x'], tags: [3, 'new'] }, sort: 'cheapest', hitsPerPage: 1000 })).toEqual({
      filters: { tags: ['new'] },
      sort: 'relevance',
      hitsPerPage: 12,
    });
    expect(readBlockQuery(undefined)).toEqual({ filters: {}, sort: 'relevance', hitsPerPage: 12 });
    expect(searchRequestOf(readBlockQuery(undefined), 'sk-SK')).not.toHaveProperty('facetFilters');
  });

  it('find the product blocks of a document by path, groups and nested blocks included', () => {
    const queries = productQueries([
      { type: 'hero', heading: 'x' },
      { type: 'product-listing', query: { filters: { tags: ['bestseller'] } } },
      { type: 'product-groups-slider', groups: [{ label: 'New', query: { filters: { tags: ['new'] } } }, { label: 'Sale', query: { filters: { tags: ['on-sale'] } } }] },
      { type: 'grid', blocks: [{ type: 'vertical-lander-home-products', query: {} }] },
    ]);
    expect([...queries.keys()]).toEqual(['1', '2.g0', '2.g1', '3.0']);
    expect(queries.get('2.g1')?.filters).toEqual({ tags: ['on-sale'] });
  });
});

describe('tileOfHit', () => {
  const hit = {
    sku: 'EX10000002', name: 'Konvektomat', url: 'konvektomat-10000002', price: 810900, standardPrice: 900000, currency: 'EUR',
    image: '/media/products/EX10000002.svg', averageRating: 4.2, reviewCount: 5, inStock: true,
  };

  it('links the product in the shopper\'s market', () => {
    expect(tileOfHit(hit, 'EUR', { languagePrefix: '', nativeRouting: false })).toEqual({
      sku: 'EX10000002', name: 'Konvektomat', href: '/konvektomat-10000002', image: '/media/products/EX10000002.svg',
      price: money(810900, 'EUR'), standardPrice: money(900000, 'EUR'), averageRating: 4.2, reviewCount: 5, inStock: true,
    });
    expect(tileOfHit(hit, 'EUR', { languagePrefix: '/fr', nativeRouting: false })?.href).toBe('/fr/konvektomat-10000002');
    expect(tileOfHit(hit, 'EUR', { languagePrefix: '', nativeRouting: true })?.href).toBe('/p/konvektomat-10000002');
  });

  it('leaves out a hit without what a tile needs, or in another currency', () => {
    expect(tileOfHit({ ...hit, name: undefined }, 'EUR', { languagePrefix: '', nativeRouting: false })).toBeUndefined();
    expect(tileOfHit(hit, 'CHF', { languagePrefix: '', nativeRouting: false })).toBeUndefined();
    expect(tileOfHit('nope', 'EUR', { languagePrefix: '', nativeRouting: false })).toBeUndefined();
  });
});
