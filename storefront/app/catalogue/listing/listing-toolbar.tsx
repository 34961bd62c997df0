import { HITS_PER_PAGE_OPTIONS, HITS_PER_PAGE_PARAM, LISTING_SORTS, SORT_PARAM } from '@shop/domain';
import type { ChangeEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, useLocation } from 'react-router';
import { hiddenFields, type ListingState } from './listing-state';
import { useLatestListingFormSubmit } from './use-latest-listing-submit';
import { useNumberText } from '../../ui/number-text';

/** Re-sends the rest of the listing's state with a form that changes one part of it. */
export function HiddenFields({ state, without }: { state: ListingState; without: readonly string[] }) {
  return (
    <>
      {hiddenFields(state, without).map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

// With JavaScript the choice applies at once; without it, the form's own button sends it.
const submitOnChange = (event: ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();

function SelectForm({ id, name, label, value, state, variant, children }: {
  id: string; name: string; label: ReactNode; value: string; state: ListingState; variant: 'sort' | 'size'; children: ReactNode;
}) {
  const { pathname } = useLocation();
  const onSubmit = useLatestListingFormSubmit([name]);
  return (
    <Form method="get" action={pathname} className={`listing-toolbar__form listing-toolbar__form--${variant}`} preventScrollReset onSubmit={onSubmit}>
      <HiddenFields state={state} without={[name]} />
      <label htmlFor={id} className="listing-toolbar__label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} key={value} onChange={submitOnChange} className="listing-toolbar__select">
        {children}
      </select>
      <noscript>
        <button type="submit" className="button button--tertiary button--sm">
          <FormattedMessage id="listing.apply" />
        </button>
      </noscript>
    </Form>
  );
}

/** Sort (spec 1 §2: the six sorts) and page size (12, 24, 36, 48), each a GET form. */
export function ListingToolbar({ state }: { state: ListingState }) {
  const intl = useIntl();
  const numbers = useNumberText();
  return (
    <div className="listing-toolbar">
      <SelectForm id="listing-sort" name={SORT_PARAM} label={<FormattedMessage id="listing.sortBy" />} value={state.params.sort} state={state} variant="sort">
        {LISTING_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {intl.formatMessage({ id: `listing.sort.${sort}` })}
          </option>
        ))}
      </SelectForm>
      <SelectForm
        id="listing-size"
        name={HITS_PER_PAGE_PARAM}
        label={<FormattedMessage id="listing.hitsPerPage" />}
        value={String(state.params.hitsPerPage)}
        state={state}
        variant="size"
      >
        {HITS_PER_PAGE_OPTIONS.map((size) => (
          <option key={size} value={size}>
            {numbers.decimal(size)}
          </option>
        ))}
      </SelectForm>
    </div>
  );
}
