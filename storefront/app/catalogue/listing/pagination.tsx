import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { withParams, type ListingState } from './listing-state';
import { pageWindow } from './page-window';
import { useListingHref } from './use-listing-href';
import { useNumberText } from '../../ui/number-text';
import { ShopLink } from '../../ui/shop-link';

function PageLink({ to, label, children, rel, testId }: { to: string | undefined; label: string; children: ReactNode; rel?: string; testId: string }) {
  if (to === undefined) {
    return (
      <span className="pagination__step" aria-disabled="true" title={label} data-testid={testId}>
        <span aria-hidden="true">{children}</span>
        <span className="visually-hidden">{label}</span>
      </span>
    );
  }
  return (
    <ShopLink className="pagination__step" to={to} rel={rel} aria-label={label} title={label} data-testid={testId}>
      <span aria-hidden="true">{children}</span>
    </ShopLink>
  );
}

/** Spec 1 §2: prev, next, first, last and page buttons, each a real link. */
export function Pagination({ state, lastPage }: { state: ListingState; lastPage: number }) {
  const intl = useIntl();
  const numbers = useNumberText();
  const href = useListingHref();
  if (lastPage <= 1) return null;
  const current = state.params.page;
  const to = (page: number) => href(withParams(state, { page }));
  const label = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  return (
    <nav className="pagination" aria-label={label('listing.pagination')}>
      <PageLink to={current > 1 ? to(1) : undefined} label={label('listing.firstPage')} testId="page-first">«</PageLink>
      <PageLink to={current > 1 ? to(current - 1) : undefined} label={label('listing.previousPage')} rel="prev" testId="page-prev">‹</PageLink>
      <ol className="pagination__pages">
        {pageWindow(current, lastPage).map((page) => (
          // Phones show the pages next to the current one only (the window's ends are hidden there).
          <li key={page} data-far={Math.abs(page - current) > 1}>
            {page === current ? (
              <span className="pagination__page pagination__page--current" aria-current="page">
                <span className="visually-hidden">{label('listing.page', { page })}</span>
                <span aria-hidden="true">{numbers.decimal(page)}</span>
              </span>
            ) : (
              <ShopLink className="pagination__page" to={to(page)} aria-label={label('listing.page', { page })}>
                {numbers.decimal(page)}
              </ShopLink>
            )}
          </li>
        ))}
      </ol>
      <PageLink to={current < lastPage ? to(current + 1) : undefined} label={label('listing.nextPage')} rel="next" testId="page-next">›</PageLink>
      <PageLink to={current < lastPage ? to(lastPage) : undefined} label={label('listing.lastPage')} testId="page-last">»</PageLink>
    </nav>
  );
}
