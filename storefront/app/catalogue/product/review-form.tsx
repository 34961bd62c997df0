import { useId, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFetcher, useLocation } from 'react-router';
import { useLocalPath, useShell } from '../../shop/shell';
import { Button } from '../../ui/button';
import type { NoticeType } from '../../ui/notice';
import { REVIEW_LIMITS, REVIEW_STARS } from './review-input';
import type { ReviewOutcome, ReviewStatus } from './review-outcome';
import { ShopLink } from '../../ui/shop-link';

/** The resource route review posts go to (routes.ts). */
export const ADD_REVIEW_ACTION = '/add-review';

const NOTICE_TYPE: Readonly<Record<ReviewStatus, NoticeType>> = {
  submitted: 'success',
  'not-purchased': 'warning',
  'already-reviewed': 'info',
  failed: 'error',
  'sign-in': 'warning',
  consent: 'warning',
  invalid: 'error',
};

export function ReviewNotice({ status }: { status: ReviewStatus }) {
  return (
    <div className={`notice notice--${NOTICE_TYPE[status]}`} data-testid="review-notice" data-status={status}>
      <FormattedMessage id={`product.reviewForm.outcome.${status}`} />
    </div>
  );
}

/**
 * Writing a review: a guest is asked to log in; a customer gets a form that posts to /add-review
 * (without JavaScript the action sends them back here with the outcome; with it a fetcher posts
 * in place). The outcome is spec 1 §8's: not bought, already reviewed, or the generic failure.
 * The Czech market asks for consent to publish (spec 1 §3: consent defaults to given).
 */
export function ReviewForm({ productId, consentRequired, returnedStatus }: { productId: string; consentRequired: boolean; returnedStatus?: ReviewStatus }) {
  const { customer } = useShell();
  const local = useLocalPath();
  const location = useLocation();
  const fetcher = useFetcher<ReviewOutcome>({ key: `add-review:${productId}` });
  const id = useId();
  const busy = fetcher.state !== 'idle';
  const status = fetcher.data?.status ?? (busy ? undefined : returnedStatus);

  if (!customer) {
    return (
      <div className="review-form review-form--guest" data-testid="review-login">
        {status && <ReviewNotice status={status} />}
        <p>
          <FormattedMessage id="product.reviewForm.guest" />{' '}
          <ShopLink to={local('/login')}>
            <FormattedMessage id="product.reviewForm.login" />
          </ShopLink>
        </p>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    form.set('via', 'fetch');
    void fetcher.submit(form, { method: 'post', action: ADD_REVIEW_ACTION });
  };
  const authorName = `${customer.firstName}${customer.lastName ? ` ${customer.lastName.charAt(0)}.` : ''}`.trim();

  return (
    <div className="review-form">
      <div aria-live="polite">{status && !busy && <ReviewNotice status={status} />}</div>
      {status !== 'submitted' && (
        <details className="review-form__details" open={status !== undefined}>
          <summary className="review-form__toggle">
            <FormattedMessage id="product.reviewForm.write" />
          </summary>
          <form method="post" action={ADD_REVIEW_ACTION} onSubmit={onSubmit} className="review-form__form" aria-busy={busy} data-testid="review-form">
            <input type="hidden" name="productId" value={productId} />
            <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
            <input type="hidden" name="via" value="form" />
            <fieldset className="review-form__rating">
              <legend>
                <FormattedMessage id="product.reviewForm.rating" />
              </legend>
              {REVIEW_STARS.map((stars) => (
                <label key={stars} className="review-form__star">
                  <input type="radio" name="rating" value={stars} required />
                  <FormattedMessage id="product.reviews.stars" values={{ stars }} />
                </label>
              ))}
            </fieldset>
            <label htmlFor={`${id}-title`}>
              <FormattedMessage id="product.reviewForm.title" />
            </label>
            <input id={`${id}-title`} name="title" required maxLength={REVIEW_LIMITS.title} />
            <label htmlFor={`${id}-text`}>
              <FormattedMessage id="product.reviewForm.text" />
            </label>
            <textarea id={`${id}-text`} name="text" required rows={5} maxLength={REVIEW_LIMITS.text} />
            <label htmlFor={`${id}-author`}>
              <FormattedMessage id="product.reviewForm.authorName" />
            </label>
            <input id={`${id}-author`} name="authorName" required maxLength={REVIEW_LIMITS.authorName} defaultValue={authorName} autoComplete="nickname" />
            {consentRequired && (
              <label className="review-form__consent">
                <input type="checkbox" name="consent" defaultChecked required />
                <FormattedMessage id="product.reviewForm.consent" />
              </label>
            )}
            <Button type="submit" variant="secondary" disabled={busy}>
              <FormattedMessage id={busy ? 'product.reviewForm.sending' : 'product.reviewForm.submit'} />
            </Button>
          </form>
        </details>
      )}
    </div>
  );
}
