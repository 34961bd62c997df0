import { describe, expect, it } from '@jest/globals';
import { listingSearch, parseListingState } from '../catalogue/listing/listing-state';
import { applySearchShortcuts, hasSearchShortcut, withoutShortcuts } from './search-shortcuts';

/** The URL a shortcut request is redirected to (what the search page's loader does). */
function rewrite(query: string): string {
  const search = new URLSearchParams(query);
  const parsed = parseListingState(withoutShortcuts(search), { allowQuery: true });
  return listingSearch(applySearchShortcuts(parsed.state, search));
}

describe('search shortcuts (spec 1 §2: new-arrivals and sales)', () => {
  it.each([
    ['new-arrivals', '?[refinementList][tags][0]=new&sort=newest'],
    ['new-arrivals=true', '?[refinementList][tags][0]=new&sort=newest'],
    ['sales', '?[refinementList][tags][0]=on-sale'],
    ['sales&query=saw&page=3', '?query=saw&[refinementList][tags][0]=on-sale'],
    ['new-arrivals&sort=price-asc', '?[refinementList][tags][0]=new&sort=price-asc'],
    ['sales&[refinementList][tags][0]=on-sale', '?[refinementList][tags][0]=on-sale'],
    ['sales&new-arrivals', '?[refinementList][tags][0]=new&[refinementList][tags][1]=on-sale&sort=newest'],
  ])('/search?%s → %s', (query, target) => {
    expect(hasSearchShortcut(new URLSearchParams(query))).toBe(true);
    expect(rewrite(query)).toBe(target);
  });

  it('leaves other searches alone', () => {
    expect(hasSearchShortcut(new URLSearchParams('query=sales'))).toBe(false);
  });
});
