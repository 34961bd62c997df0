import type { FilterAttribute } from '@shop/domain';
import type { IndexTarget } from '../index-name.js';
import type { NestedFilters } from './facet-filters.js';
import type { FilterNode } from './filter-node.js';
import type { FacetValueOrder, TypoTolerance } from './search-request.dto.js';

/**
 * The typo tolerance of a search that does not set one (the storefront's never do): Algolia's
 * 'min', only the matches with the fewest typos. A word the shopper typed as the catalogue writes
 * it finds that word only ("drill": drills, not the grills one letter away); a mistyped one still
 * finds what is nearest ("drlil": the drills). Sent to Algolia as well, so both engines agree.
 */
export const DEFAULT_TYPO_TOLERANCE: TypoTolerance = 'min';

/**
 * A validated search in Algolia's terms, with every default filled in. Its fields are written in
 * a fixed order, so its JSON is the cache key of the result.
 */
export interface SearchParams {
  readonly query: string;
  /** 0-based, as in Algolia. */
  readonly page: number;
  readonly hitsPerPage: number;
  readonly facets: readonly FilterAttribute[];
  /** Already bounded by the domain's facet value limits (3..30). */
  readonly maxValuesPerFacet: number;
  readonly sortFacetValuesBy: FacetValueOrder;
  readonly facetFilters?: NestedFilters;
  readonly numericFilters?: NestedFilters;
  readonly filters?: string;
  /** Undefined: every attribute. `objectID` is always returned. */
  readonly attributesToRetrieve?: readonly string[];
  readonly typoTolerance: TypoTolerance;
  readonly clickAnalytics: boolean;
}

/** One search of a multi-query: where it runs, its parameters and its parsed filter. */
export interface SearchQuery {
  readonly index: IndexTarget;
  readonly params: SearchParams;
  /** facetFilters AND numericFilters AND filters; undefined when there is none. */
  readonly filter: FilterNode | undefined;
}

export const cacheKeyOf = (query: SearchQuery): string => `${query.index.name}:${JSON.stringify(query.params)}`;
