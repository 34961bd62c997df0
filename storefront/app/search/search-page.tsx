import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ListingView } from '../catalogue/listing/listing-view';
import { reportSearchClick, reportSearchView } from './search-events';
import { headingText } from './search-heading';
import type { SearchPageData } from './search-page.server';

/** The search page (spec 1 §2): search results, brand pages, campaign pages and the shortcuts' listings. */
export function SearchPage({ data }: { data: SearchPageData }) {
  const intl = useIntl();
  const { heading, listing } = data;
  const { result, state } = listing;
  const title = headingText(heading, (id, values) => intl.formatMessage({ id }, values));
  const skus = result.hits.map((hit) => hit.sku).join(',');

  // Spec 1 §2: search views are reported, once per page of results.
  useEffect(() => {
    if (!result.index || !skus) return;
    reportSearchView({ index: result.index, objectIDs: skus.split(','), searchTerm: state.query, eventName: 'Search results viewed' });
  }, [result.index, skus, state.query]);

  return (
    <div className="page listing-page">
      <header className="listing-page__header">
        {heading.kind === 'campaign' && (
          <p className="listing-page__kicker">
            <FormattedMessage id="search.campaignKicker" />
          </p>
        )}
        {heading.kind === 'brand' && (
          <p className="listing-page__kicker">
            <FormattedMessage id="search.brandKicker" />
          </p>
        )}
        <h1 className="listing-page__title" data-testid="search-heading">
          {title}
        </h1>
      </header>
      <ListingView
        listing={listing}
        showCategories
        onProductOpen={(hit, position) => {
          if (!result.index) return;
          reportSearchClick({
            index: result.index,
            objectID: hit.sku,
            position,
            ...(result.queryID ? { queryID: result.queryID } : {}),
            searchTerm: state.query,
            eventName: 'Search result clicked',
          });
        }}
      />
    </div>
  );
}
