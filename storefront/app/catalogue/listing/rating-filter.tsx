import { FormattedMessage, useIntl } from 'react-intl';
import { withRefinements, type ListingState } from './listing-state';
import { withMinRating } from './refinement-changes';
import { useListingHref } from './use-listing-href';
import { ShopLink } from '../../ui/shop-link';

/** The average-rating filter offers "at least N stars" for these N. */
export const RATING_STEPS = [4, 3, 2, 1] as const;

/** Average rating (spec 1 §2): links for "N stars & up", none above the best rating in the results. */
export function RatingFilter({ state, maxRating }: { state: ListingState; maxRating: number | undefined }) {
  const intl = useIntl();
  const href = useListingHref();
  const selected = state.refinements.minRating;
  const steps = RATING_STEPS.filter((step) => step === selected || (maxRating !== undefined && step <= maxRating));
  if (steps.length === 0) return null;
  return (
    <ul className="facet__list">
      {steps.map((step) => {
        const active = step === selected;
        const label = intl.formatMessage({ id: 'listing.ratingAtLeast' }, { rating: step });
        return (
          <li key={step}>
            <ShopLink
              to={href(withRefinements(state, withMinRating(state.refinements, active ? undefined : step)))}
              preventScrollReset
              rel="nofollow"
              className={active ? 'facet__link facet__link--selected' : 'facet__link'}
              data-selected={active}
            >
              <span className="facet__box facet__box--radio" aria-hidden="true" />
              <span className="stars" aria-hidden="true" style={{ '--rating': step } as React.CSSProperties} />
              <span className="facet__label">{label}</span>
              {active && (
                <span className="visually-hidden">
                  <FormattedMessage id="listing.filterSelected" />
                </span>
              )}
            </ShopLink>
          </li>
        );
      })}
    </ul>
  );
}
