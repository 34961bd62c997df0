import { describe, expect, it } from '@jest/globals';
import type { ListingState } from '../catalogue/listing/listing-state';
import { headingText, searchHeading } from './search-heading';

const state = (query: string, lists: ListingState['refinements']['lists'] = {}): ListingState => ({
  query, refinements: { lists }, params: { page: 1, hitsPerPage: 24, sort: 'relevance' },
});

describe('what a search page is about', () => {
  it.each<[ListingState, ReturnType<typeof searchHeading>]>([
    [state('oven', { brand: ['A'] }), { kind: 'query', query: 'oven' }],
    [state('', { tags: ['campaign:black_friday'] }), { kind: 'campaign', name: 'Black Friday' }],
    [state('', { tags: ['new'] }), { kind: 'new-arrivals' }],
    [state('', { tags: ['on-sale'] }), { kind: 'sales' }],
    [state('', { tags: ['bestseller'] }), { kind: 'bestsellers' }],
    [state('', { brand: ['Velbrenn Pro'] }), { kind: 'brand', brand: 'Velbrenn Pro' }],
    [state('', { brand: ['A', 'B'] }), { kind: 'all' }],
    [state('', { tags: ['new'], brand: ['A'] }), { kind: 'all' }],
    [state('', { tags: ['bware'] }), { kind: 'all' }],
    [state(''), { kind: 'all' }],
  ])('%j → %j', (listing, heading) => expect(searchHeading(listing)).toEqual(heading));

  it('names campaigns and brands as they are, the rest through messages', () => {
    const format = (id: string, values?: Record<string, string>) => `${id}${values ? JSON.stringify(values) : ''}`;
    expect(headingText({ kind: 'campaign', name: 'Cyber Week' }, format)).toBe('Cyber Week');
    expect(headingText({ kind: 'brand', brand: 'Mensora' }, format)).toBe('Mensora');
    expect(headingText({ kind: 'query', query: 'saw' }, format)).toBe('search.resultsFor{"query":"saw"}');
    expect(headingText({ kind: 'sales' }, format)).toBe('search.sales');
  });
});
