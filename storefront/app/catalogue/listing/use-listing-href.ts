import { useLocation } from 'react-router';
import { listingSearch, type ListingState } from './listing-state';

/** Links of a listing stay on its own path: the state's query string on the current path. */
export function useListingHref(): (state: ListingState) => string {
  const { pathname } = useLocation();
  return (state) => `${pathname}${listingSearch(state)}`;
}
