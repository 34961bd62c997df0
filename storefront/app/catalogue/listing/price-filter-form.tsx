import { centsToPriceUnits, currencySymbol, PRICE_RANGE_KEY } from '@shop/domain';
import { FormattedMessage } from 'react-intl';
import { Form, useLocation } from 'react-router';
import { useShell } from '../../shop/shell';
import { PRICE_MAX_FIELD, PRICE_MIN_FIELD, type ListingState } from './listing-state';
import { HiddenFields } from './listing-toolbar';
import { useLatestListingFormSubmit } from './use-latest-listing-submit';

/**
 * The price range (spec 1 §2; ×100 between the URL's units and the index's cents, domain's rule):
 * a GET form whose two fields the loader folds into `[range][price]=min:max`.
 */
export function PriceFilterForm({ state, stats }: { state: ListingState; stats?: { min: number; max: number } }) {
  const { pathname } = useLocation();
  const { market, numbers } = useShell();
  const { price } = state.refinements;
  const currency = currencySymbol(market.currency, numbers);
  const floor = stats ? centsToPriceUnits(Math.floor(stats.min / 100) * 100) : undefined;
  const ceiling = stats ? centsToPriceUnits(Math.ceil(stats.max / 100) * 100) : undefined;
  const onSubmit = useLatestListingFormSubmit([PRICE_RANGE_KEY]);
  return (
    <Form method="get" action={pathname} className="price-filter" preventScrollReset onSubmit={onSubmit}>
      <HiddenFields state={state} without={[PRICE_RANGE_KEY]} />
      <div className="price-filter__fields">
        <label className="price-filter__field">
          <span className="price-filter__label">
            <FormattedMessage id="listing.priceFrom" values={{ currency }} />
          </span>
          <input
            type="number"
            name={PRICE_MIN_FIELD}
            min={0}
            step="any"
            inputMode="decimal"
            defaultValue={price?.min !== undefined ? centsToPriceUnits(price.min) : ''}
            placeholder={floor}
            key={`min-${price?.min ?? ''}`}
          />
        </label>
        <label className="price-filter__field">
          <span className="price-filter__label">
            <FormattedMessage id="listing.priceTo" values={{ currency }} />
          </span>
          <input
            type="number"
            name={PRICE_MAX_FIELD}
            min={0}
            step="any"
            inputMode="decimal"
            defaultValue={price?.max !== undefined ? centsToPriceUnits(price.max) : ''}
            placeholder={ceiling}
            key={`max-${price?.max ?? ''}`}
          />
        </label>
      </div>
      <button type="submit" className="button button--tertiary button--sm price-filter__apply">
        <FormattedMessage id="listing.applyPrice" />
      </button>
    </Form>
  );
}
