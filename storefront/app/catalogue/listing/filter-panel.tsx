import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FacetGroup, type FacetLinkValue } from './facet-group';
import { isFilterModalOpenAtom } from './filter-modal-state';
import { withRefinements, type ListingState } from './listing-state';
import type { ListingResult } from './search-result';
import { PriceFilterForm } from './price-filter-form';
import { RatingFilter } from './rating-filter';
import { categoryLeaf, parentCategoryPath, refinedCategory, toggleValue, withCategoryPath } from './refinement-changes';
import { useListingHref } from './use-listing-href';
import { useTagLabel } from './tag-label';
import { ShopLink } from '../../ui/shop-link';

export const FILTERS_ID = 'filters';
export const RESULTS_ID = 'results';

/** The search page's category filter: one level at a time, with the way back up. */
function CategoryFacet({ state, result }: { state: ListingState; result: ListingResult }) {
  const href = useListingHref();
  const current = refinedCategory(state.refinements);
  const values: FacetLinkValue[] = (result.categories?.values ?? [])
    .filter((value) => value.value !== current?.path)
    .map((value) => ({ ...value, selected: false, label: categoryLeaf(value.value), href: href(withRefinements(state, withCategoryPath(state.refinements, value.value))) }));
  if (!current && values.length === 0) return null;
  const parent = current ? parentCategoryPath(current.path) : undefined;
  return (
    <FacetGroup id="category" title={<FormattedMessage id="listing.facet.category" />} values={values}>
      {current && (
        <p className="facet__trail">
          <ShopLink to={href(withRefinements(state, withCategoryPath(state.refinements, parent)))} preventScrollReset rel="nofollow" className="facet__up">
            {parent ? <FormattedMessage id="listing.backTo" values={{ name: categoryLeaf(parent) }} /> : <FormattedMessage id="listing.allCategories" />}
          </ShopLink>
          <strong className="facet__current">{categoryLeaf(current.path)}</strong>
        </p>
      )}
    </FacetGroup>
  );
}

/**
 * The filters: a sidebar on wide screens, a modal on phones. Without JavaScript the modal is the
 * #filters target (opened by a link, closed by a link away); with it, a dialog with focus and Escape.
 */
export function FilterPanel({ state, result, showCategories }: { state: ListingState; result: ListingResult; showCategories: boolean }) {
  const intl = useIntl();
  const href = useListingHref();
  const tagLabel = useTagLabel();
  const [open, setOpen] = useAtom(isFilterModalOpenAtom);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!open) return;
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add('has-modal');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('has-modal');
    };
  }, [open, setOpen]);

  const link = (attribute: 'tags' | 'brand', label: (value: string) => string) => (value: ListingResult['brands'][number]): FacetLinkValue => ({
    ...value,
    label: label(value.value),
    href: href(withRefinements(state, toggleValue(state.refinements, attribute, value.value))),
  });
  const brands = result.brands.map(link('brand', (value) => value));
  const tags = result.tags.map(link('tags', tagLabel));
  const close = () => setOpen(false);

  return (
    <aside
      id={FILTERS_ID}
      className={open ? 'filters filters--open' : 'filters'}
      aria-labelledby="filters-title"
      {...(open ? { role: 'dialog', 'aria-modal': true } : {})}
    >
      <div className="filters__head">
        <h2 id="filters-title" className="filters__title" tabIndex={-1} ref={heading}>
          <FormattedMessage id="listing.filters" />
        </h2>
        <a
          href={`#${RESULTS_ID}`}
          className="filters__close"
          aria-label={intl.formatMessage({ id: 'listing.closeFilters' })}
          onClick={(event) => {
            // Opened as the #filters target (before hydration), the link itself closes it.
            if (!open) return;
            event.preventDefault();
            close();
          }}
        >
          <span aria-hidden="true">×</span>
        </a>
      </div>
      <div className="filters__body">
        {showCategories && <CategoryFacet state={state} result={result} />}
        {brands.length > 0 && <FacetGroup id="brand" title={<FormattedMessage id="listing.facet.brand" />} values={brands} />}
        {tags.length > 0 && <FacetGroup id="tags" title={<FormattedMessage id="listing.facet.tags" />} values={tags} />}
        {(result.priceStats || state.refinements.price) && (
          <FacetGroup id="price" title={<FormattedMessage id="listing.facet.price" />}>
            <PriceFilterForm state={state} {...(result.priceStats ? { stats: result.priceStats } : {})} />
          </FacetGroup>
        )}
        {(result.maxRating !== undefined || state.refinements.minRating !== undefined) && (
          <FacetGroup id="rating" title={<FormattedMessage id="listing.facet.rating" />}>
            <RatingFilter state={state} maxRating={result.maxRating} />
          </FacetGroup>
        )}
      </div>
      <div className="filters__foot">
        <a
          href={`#${RESULTS_ID}`}
          className="button button--primary button--md filters__show"
          onClick={(event) => {
            if (!open) return;
            event.preventDefault();
            close();
            document.getElementById(RESULTS_ID)?.focus();
          }}
        >
          <FormattedMessage id="listing.showResults" values={{ count: result.nbHits }} />
        </a>
      </div>
    </aside>
  );
}
