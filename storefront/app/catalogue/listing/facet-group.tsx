import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FacetValue } from './search-result';
import { useNumberText } from '../../ui/number-text';
import { ShopLink } from '../../ui/shop-link';

/** Values shown before "Show more" (the rest stay one click away, without JavaScript too). */
export const VISIBLE_FACET_VALUES = 8;

export interface FacetLinkValue extends FacetValue {
  readonly label: string;
  readonly href: string;
}

function FacetLink({ value }: { value: FacetLinkValue }) {
  const numbers = useNumberText();
  return (
    <li>
      <ShopLink
        to={value.href}
        preventScrollReset
        className={value.selected ? 'facet__link facet__link--selected' : 'facet__link'}
        data-selected={value.selected}
        rel="nofollow"
      >
        <span className="facet__box" aria-hidden="true" />
        <span className="facet__label">{value.label}</span>
        {value.selected && (
          <span className="visually-hidden">
            <FormattedMessage id="listing.filterSelected" />
          </span>
        )}
        <span className="facet__count">{numbers.decimal(value.count)}</span>
      </ShopLink>
    </li>
  );
}

/** One filter: a heading and its values as links that add or remove the value. */
export function FacetGroup({ id, title, values, children }: { id: string; title: ReactNode; values?: readonly FacetLinkValue[]; children?: ReactNode }) {
  const shown = values?.slice(0, VISIBLE_FACET_VALUES) ?? [];
  const more = values?.slice(VISIBLE_FACET_VALUES) ?? [];
  // A selected value among the hidden ones keeps the list open.
  const moreOpen = more.some((value) => value.selected);
  return (
    <section className="facet" aria-labelledby={`facet-${id}`} data-testid={`facet-${id}`}>
      <h3 id={`facet-${id}`} className="facet__title">
        {title}
      </h3>
      {children}
      {shown.length > 0 && (
        <ul className="facet__list">
          {shown.map((value) => (
            <FacetLink key={value.value} value={value} />
          ))}
        </ul>
      )}
      {more.length > 0 && (
        <details className="facet__more" open={moreOpen}>
          <summary>
            <FormattedMessage id="listing.showMore" values={{ count: more.length }} />
          </summary>
          <ul className="facet__list">
            {more.map((value) => (
              <FacetLink key={value.value} value={value} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
