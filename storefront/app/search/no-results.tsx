import { tagSearchLink } from '@shop/domain';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useLocalPath } from '../shop/shell';
import './no-results.css';

/**
 * Spec 1 §8: 'No results', with a way on (new arrivals, sale) instead of a dead end. The 404 page
 * shows it too.
 */
export function NoResults({ query, children }: { query?: string; children?: React.ReactNode }) {
  const local = useLocalPath();
  return (
    <div className="no-results" data-testid="no-results">
      <h2 className="no-results__title">
        {query ? <FormattedMessage id="search.noResultsFor" values={{ query }} /> : <FormattedMessage id="search.noResults" />}
      </h2>
      <p className="no-results__hint">
        <FormattedMessage id="search.noResultsHint" />
      </p>
      {children}
      <ul className="no-results__links">
        <li>
          <Link to={local('/search?new-arrivals')}>
            <FormattedMessage id="search.newArrivals" />
          </Link>
        </li>
        <li>
          <Link to={local(tagSearchLink('on-sale'))}>
            <FormattedMessage id="search.sales" />
          </Link>
        </li>
        <li>
          <Link to={local(tagSearchLink('bestseller'))}>
            <FormattedMessage id="search.bestsellers" />
          </Link>
        </li>
      </ul>
    </div>
  );
}
