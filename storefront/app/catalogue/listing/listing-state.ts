import {
  DEFAULT_HITS_PER_PAGE, listingQuery, parseListingParams, parsePriceRange, parseRefinements, refinementPairs,
  SEARCH_QUERY_PARAMETER, type ListingParams, type PriceRange, type QueryParams, type Refinements,
} from '@shop/domain';

/**
 * The whole state of a listing as its URL carries it (spec 1 §2): the search term (search page
 * only), the refinements (domain's refinement query), and page, size and sort (domain's listing
 * params). Pure: the loaders parse it, the components write links from it.
 */
export interface ListingState {
  readonly query: string;
  readonly refinements: Refinements;
  readonly params: ListingParams;
}

export interface ParsedListingState {
  readonly state: ListingState;
  readonly lastPage: number;
  /** Something was invalid, repeated or spelt another way: redirect to listingSearch(state). */
  readonly changed: boolean;
}

/** The price filter form's two fields; the loader folds them into the range and rewrites the URL. */
export const PRICE_MIN_FIELD = 'priceMin';
export const PRICE_MAX_FIELD = 'priceMax';

/** Search terms are cut here (the header input's maxlength; the spec's value is not shown). */
export const MAX_QUERY_LENGTH = 100;

/** URLSearchParams as the Node-style query domain's parseListingParams reads (repeats become arrays). */
function queryParams(search: URLSearchParams): QueryParams {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

const normaliseQuery = (text: string): string => text.trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH).trim();

function readQuery(search: URLSearchParams, allowQuery: boolean): { query: string; changed: boolean } {
  const values = search.getAll(SEARCH_QUERY_PARAMETER);
  if (values.length === 0) return { query: '', changed: false };
  if (!allowQuery) return { query: '', changed: true };
  const query = normaliseQuery(values[0]!);
  return { query, changed: values.length > 1 || query !== values[0] || query === '' };
}

/** The price form's fields, when sent, replace the range: both empty clears it, a bad side drops it. */
function readPriceFields(search: URLSearchParams): { present: boolean; price: PriceRange | undefined } {
  if (!search.has(PRICE_MIN_FIELD) && !search.has(PRICE_MAX_FIELD)) return { present: false, price: undefined };
  const side = (name: string) => (search.get(name) ?? '').trim().replace(',', '.');
  const min = side(PRICE_MIN_FIELD);
  const max = side(PRICE_MAX_FIELD);
  if (min === '' && max === '') return { present: true, price: undefined };
  // A shopper who types the bounds the wrong way round means the range between them.
  const range = parsePriceRange(`${min}:${max}`) ?? parsePriceRange(`${max}:${min}`);
  return { present: true, price: range };
}

export interface ParseListingStateOptions {
  /** The search page reads the `query` term; a category page drops it. */
  readonly allowQuery: boolean;
  /** Known after the search: a page past the last one is then replaced by page 1. */
  readonly totalHits?: number;
}

export function parseListingState(search: URLSearchParams, options: ParseListingStateOptions): ParsedListingState {
  const listing = parseListingParams(queryParams(search), options.totalHits === undefined ? {} : { totalHits: options.totalHits });
  const parsed = parseRefinements(search.entries());
  const query = readQuery(search, options.allowQuery);
  const fields = readPriceFields(search);
  let refinements = parsed.refinements;
  if (fields.present) {
    const { price: _dropped, ...rest } = refinements;
    refinements = fields.price ? { ...rest, price: fields.price } : rest;
  }
  return {
    state: { query: query.query, refinements, params: listing.params },
    lastPage: listing.lastPage,
    changed: listing.changed || parsed.changed || query.changed || fields.present,
  };
}

/** Query pairs of a state: term, refinements, then sort, size and page (defaults left out). */
export function listingPairs(state: ListingState): [string, string][] {
  return [
    ...(state.query ? [[SEARCH_QUERY_PARAMETER, state.query] as [string, string]] : []),
    ...refinementPairs(state.refinements),
    ...Object.entries(listingQuery(state.params, DEFAULT_HITS_PER_PAGE)),
  ];
}

// Brackets, colons and '>' read better left as they are, as the spec writes its links
// ('[refinementList][tags][0]=on-sale'); everything else is percent-encoded.
const READABLE = /%(?:5B|5D|3A|3E)/g;
const encode = (text: string): string => encodeURIComponent(text).replace(READABLE, (escape) => decodeURIComponent(escape));

/** '?…' for a state ('' when it is the plain listing). */
export function listingSearch(state: ListingState): string {
  const pairs = listingPairs(state);
  return pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&')}`;
}

/** The state after a change of filters: always back to page 1, as the result set changes. */
export function withRefinements(state: ListingState, refinements: Refinements): ListingState {
  return { ...state, refinements, params: { ...state.params, page: 1 } };
}

export function withParams(state: ListingState, params: Partial<ListingParams>): ListingState {
  return { ...state, params: { ...state.params, ...params } };
}

/** Keys every form of the listing re-sends as hidden fields except the ones it sets itself. */
export function hiddenFields(state: ListingState, without: readonly string[]): [string, string][] {
  return listingPairs({ ...state, params: { ...state.params, page: 1 } }).filter(([key]) => !without.includes(key));
}

/** Is every query key of this URL one a listing's index allow-list keeps (spec 1 §2: page)? */
export const isIndexableSearch = (search: URLSearchParams, allowed: readonly string[]): boolean =>
  [...search.keys()].every((key) => allowed.includes(key));

