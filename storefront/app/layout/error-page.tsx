import { FormattedMessage, useIntl } from 'react-intl';
import { Form } from 'react-router';
import { useLocalPath } from '../shop/shell';
import { buttonClass } from '../ui/button';
import { SearchIcon } from '../ui/icons';
import { NotFoundBlocks } from './not-found-blocks';
import { ShopLink } from '../ui/shop-link';

// The error pages' views, in their own chunk (error-view.tsx loads it): most pages never show them.

/** A calm illustration for the error pages (decorative). */
function ErrorIllustration({ kind }: { kind: 'not-found' | 'error' }) {
  return (
    <svg className="error-page__image" width="160" height="120" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <rect x="14" y="18" width="132" height="88" rx="12" fill="var(--color-brand-soft)" />
      <rect x="14" y="18" width="132" height="18" rx="9" fill="var(--color-brand)" />
      <circle cx="28" cy="27" r="3" fill="#fff" />
      <circle cx="38" cy="27" r="3" fill="#fff" />
      <circle cx="48" cy="27" r="3" fill="#fff" />
      {kind === 'not-found' ? (
        <>
          <circle cx="74" cy="68" r="18" fill="none" stroke="var(--color-brand)" strokeWidth="6" />
          <path d="M87 81l16 16" stroke="var(--color-brand)" strokeWidth="7" strokeLinecap="round" />
          <path d="M68 62l12 12M80 62L68 74" stroke="var(--color-accent)" strokeWidth="4.5" strokeLinecap="round" />
        </>
      ) : (
        <>
          <path d="M80 48l22 40H58z" fill="none" stroke="var(--color-accent)" strokeWidth="6" strokeLinejoin="round" />
          <path d="M80 62v12" stroke="var(--color-accent)" strokeWidth="5" strokeLinecap="round" />
          <circle cx="80" cy="81" r="3" fill="var(--color-accent)" />
        </>
      )}
    </svg>
  );
}

/** Spec 1 §2: for a not-found status, the no-results view and the optional blocks. */
function NotFoundView() {
  const intl = useIntl();
  const local = useLocalPath();
  const title = intl.formatMessage({ id: 'layout.pageNotFound' });
  return (
    <div className="page error-page error-page--not-found" data-status={404} data-testid="not-found">
      <title>{title}</title>
      <div className="error-page__card">
        <ErrorIllustration kind="not-found" />
        <h1>{title}</h1>
        <p className="error-page__text">
          <FormattedMessage id="layout.pageNotFoundText" />
        </p>
        <Form method="get" action={local('/search')} role="search" className="error-page__search">
          <label htmlFor="not-found-search" className="visually-hidden">
            <FormattedMessage id="layout.searchLabel" />
          </label>
          <input id="not-found-search" name="query" type="search" placeholder={intl.formatMessage({ id: 'layout.searchPlaceholder' })} />
          <button type="submit" className={buttonClass('secondary')}>
            <SearchIcon size={20} />
            <FormattedMessage id="layout.searchButton" />
          </button>
        </Form>
        <ShopLink to={local('/')} className={buttonClass('tertiary')}>
          <FormattedMessage id="layout.goHome" />
        </ShopLink>
      </div>
      <NotFoundBlocks />
    </div>
  );
}

/** Spec 1 §2: any other error: the image, 'error-occured', 'go-back-or-try-again', home and back. */
function OtherErrorView({ status }: { status: number }) {
  const intl = useIntl();
  const local = useLocalPath();
  const title = intl.formatMessage({ id: 'layout.errorOccured' });
  return (
    <div className="page error-page" data-status={status} data-testid="error-page">
      <title>{title}</title>
      <div className="error-page__card">
        <ErrorIllustration kind="error" />
        <h1>{title}</h1>
        <p className="error-page__text">
          <FormattedMessage id="layout.goBackOrTryAgain" />
        </p>
        <div className="error-page__actions">
          <ShopLink to={local('/')} className={buttonClass('primary')} reloadDocument>
            <FormattedMessage id="layout.goHome" />
          </ShopLink>
          <button type="button" className={buttonClass('link')} onClick={() => window.history.back()}>
            <FormattedMessage id="layout.goBack" />
          </button>
        </div>
      </div>
    </div>
  );
}

/** Spec 1 §2's error page for a status: the not-found view for 404, the general one otherwise. */
export function ErrorPage({ status }: { status: number }) {
  return status === 404 ? <NotFoundView /> : <OtherErrorView status={status} />;
}
