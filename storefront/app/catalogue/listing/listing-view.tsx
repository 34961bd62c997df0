import { productPagePath } from '@shop/domain';
import { useSetAtom } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { NoResults } from '../../search/no-results';
import { useLocalPath, useShell } from '../../shop/shell';
import { ProductTile } from '../product-tile';
import { ActiveFilters } from './active-filters';
import { FILTERS_ID, FilterPanel, RESULTS_ID } from './filter-panel';
import { isFilterModalOpenAtom } from './filter-modal-state';
import type { ListingData } from './listing.server';
import { ListingToolbar } from './listing-toolbar';
import { Pagination } from './pagination';
import type { ListingHit } from './search-result';
import './listing.css';

/** Tiles in the first row load their images eagerly (the largest paint); the rest lazily. */
const EAGER_TILES = 4;

export interface ListingViewProps {
  readonly listing: ListingData;
  /** The search page filters by category level; a category page links its subcategories instead. */
  readonly showCategories: boolean;
  /** Above the products, under the toolbar (subcategory links). */
  readonly aside?: ReactNode;
  /** A product link followed, with its 1-based position on the page (search click reporting). */
  readonly onProductOpen?: (hit: ListingHit, position: number) => void;
}

/** A listing page's body: toolbar, active filters, filters, products and pagination (spec 1 §2). */
export function ListingView({ listing, showCategories, aside, onProductOpen }: ListingViewProps) {
  const { state, result, lastPage } = listing;
  const { market } = useShell();
  const local = useLocalPath();
  const openFilters = useSetAtom(isFilterModalOpenAtom);
  // Marks the hydrated listing (its forms submit on change, the filter panel is a dialog).
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const offset = (state.params.page - 1) * state.params.hitsPerPage;
  // Nothing found: the filters in force (to remove one) and a way on, no empty toolbar.
  if (result.nbHits === 0) {
    return (
      <div className="listing listing--empty" data-enhanced={enhanced}>
        <ActiveFilters state={state} />
        <div id={RESULTS_ID} className="listing__results" tabIndex={-1}>
          <NoResults />
        </div>
      </div>
    );
  }
  return (
    <div className="listing" data-enhanced={enhanced}>
      <div className="listing__bar">
        <p className="listing__count" role="status" data-testid="result-count">
          <FormattedMessage id="listing.resultCount" values={{ count: result.nbHits }} />
        </p>
        <a
          href={`#${FILTERS_ID}`}
          className="button button--tertiary button--md listing__filter-toggle"
          onClick={(event) => {
            event.preventDefault();
            openFilters(true);
          }}
        >
          <FormattedMessage id="listing.showFilters" />
        </a>
        <ListingToolbar state={state} />
      </div>
      <ActiveFilters state={state} />
      {aside}
      <div className="listing__body">
        <FilterPanel state={state} result={result} showCategories={showCategories} />
        <section id={RESULTS_ID} className="listing__results" aria-labelledby="results-title" tabIndex={-1}>
          <h2 id="results-title" className="visually-hidden">
            <FormattedMessage id="listing.products" />
          </h2>
          {result.hits.length === 0 ? (
            <NoResults />
          ) : (
            <ul className="listing__grid" data-testid="listing-grid">
              {result.hits.map((hit, index) => (
                <li key={hit.sku}>
                  <ProductTile
                    eager={index < EAGER_TILES}
                    product={{
                      sku: hit.sku,
                      name: hit.name,
                      href: local(productPagePath(hit.slug, market.nativeRouting)),
                      ...(hit.image ? { image: hit.image } : {}),
                      price: hit.price,
                      ...(hit.standardPrice ? { standardPrice: hit.standardPrice } : {}),
                      ...(hit.averageRating !== undefined ? { averageRating: hit.averageRating } : {}),
                      reviewCount: hit.reviewCount,
                      inStock: hit.inStock,
                    }}
                    {...(onProductOpen ? { onOpen: () => onProductOpen(hit, offset + index + 1) } : {})}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination state={state} lastPage={lastPage} />
        </section>
      </div>
    </div>
  );
}
