import { categoryListingPath } from '@shop/domain';
import { useIntl } from 'react-intl';
import { useLocalPath, useShell } from '../../shop/shell';
import { Breadcrumbs } from './breadcrumbs';
import type { CategoryPageData } from './category-page.server';
import { listingSearch, withRefinements } from './listing-state';
import { ListingView } from './listing-view';
import { useNumberText } from '../../ui/number-text';
import { ShopLink } from '../../ui/shop-link';

/** A category listing (spec 1 §2): breadcrumbs, name, subcategories, then the listing. */
export function CategoryPage({ data }: { data: CategoryPageData }) {
  const { market } = useShell();
  const local = useLocalPath();
  const intl = useIntl();
  const numbers = useNumberText();
  const pathOf = (slug: string) => local(categoryListingPath(slug, market.nativeRouting));
  const { state } = data.listing;
  // Subcategory links keep the shopper's filters and sort, from page 1.
  const keep = listingSearch(withRefinements(state, state.refinements));
  return (
    <div className="page listing-page">
      <Breadcrumbs crumbs={data.ancestors.map((ancestor) => ({ name: ancestor.name, href: pathOf(ancestor.slug) }))} current={data.name} />
      <header className="listing-page__header">
        <h1 className="listing-page__title">{data.name}</h1>
        {data.description && <p className="listing-page__description">{data.description}</p>}
      </header>
      <ListingView
        listing={data.listing}
        showCategories={false}
        aside={
          data.subcategories.length > 0 && (
            <nav className="subcategories" aria-label={intl.formatMessage({ id: 'listing.subcategories' })}>
              <ul className="subcategories__list">
                {data.subcategories.map((child) => (
                  <li key={child.slug}>
                    <ShopLink to={`${pathOf(child.slug)}${keep}`} className="subcategories__link">
                      <span>{child.name}</span>
                      <span className="subcategories__count">{numbers.decimal(child.count)}</span>
                    </ShopLink>
                  </li>
                ))}
              </ul>
            </nav>
          )
        }
      />
    </div>
  );
}
