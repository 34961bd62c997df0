import { formatMoney, money, REFINEMENT_ATTRIBUTES } from '@shop/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { useShell } from '../../shop/shell';
import { withRefinements, type ListingState } from './listing-state';
import { categoryLeaf, NO_REFINEMENTS, parentCategoryPath, toggleValue, withCategoryPath, withMinRating, withPrice } from './refinement-changes';
import { useListingHref } from './use-listing-href';
import { useTagLabel } from './tag-label';
import { ShopLink } from '../../ui/shop-link';

interface Chip {
  readonly key: string;
  readonly label: string;
  readonly href: string;
}

/** The refinements in force, each with a link that removes it, and one that removes them all. */
export function ActiveFilters({ state }: { state: ListingState }) {
  const intl = useIntl();
  const href = useListingHref();
  const tagLabel = useTagLabel();
  const { market, numbers } = useShell();
  const { refinements } = state;
  const chips: Chip[] = [];
  for (const attribute of REFINEMENT_ATTRIBUTES) {
    for (const value of refinements.lists[attribute] ?? []) {
      if (attribute.startsWith('categories.')) {
        const parent = parentCategoryPath(value);
        chips.push({ key: `${attribute}:${value}`, label: categoryLeaf(value), href: href(withRefinements(state, withCategoryPath(refinements, parent))) });
      } else {
        chips.push({
          key: `${attribute}:${value}`,
          label: attribute === 'tags' ? tagLabel(value) : value,
          href: href(withRefinements(state, toggleValue(refinements, attribute, value))),
        });
      }
    }
  }
  if (refinements.price) {
    const { min, max } = refinements.price;
    const amount = (cents: number) => formatMoney(money(cents, market.currency), numbers);
    const label =
      min !== undefined && max !== undefined
        ? intl.formatMessage({ id: 'listing.priceBetween' }, { min: amount(min), max: amount(max) })
        : min !== undefined
          ? intl.formatMessage({ id: 'listing.priceAtLeast' }, { min: amount(min) })
          : intl.formatMessage({ id: 'listing.priceAtMost' }, { max: amount(max!) });
    chips.push({ key: 'price', label, href: href(withRefinements(state, withPrice(refinements, undefined))) });
  }
  if (refinements.minRating !== undefined) {
    chips.push({
      key: 'rating',
      label: intl.formatMessage({ id: 'listing.ratingAtLeast' }, { rating: refinements.minRating }),
      href: href(withRefinements(state, withMinRating(refinements, undefined))),
    });
  }
  if (chips.length === 0) return null;
  return (
    <section className="active-filters" aria-labelledby="active-filters-title">
      <h2 id="active-filters-title" className="visually-hidden">
        <FormattedMessage id="listing.activeFilters" />
      </h2>
      <ul className="active-filters__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <ShopLink
              to={chip.href}
              preventScrollReset
              rel="nofollow"
              className="active-filters__chip"
              aria-label={intl.formatMessage({ id: 'listing.removeFilter' }, { label: chip.label })}
            >
              {chip.label}
              <span aria-hidden="true" className="active-filters__x">×</span>
            </ShopLink>
          </li>
        ))}
        {chips.length > 1 && (
          <li>
            <ShopLink to={href(withRefinements(state, NO_REFINEMENTS))} preventScrollReset rel="nofollow" className="active-filters__clear">
              <FormattedMessage id="listing.clearAll" />
            </ShopLink>
          </li>
        )}
      </ul>
    </section>
  );
}
