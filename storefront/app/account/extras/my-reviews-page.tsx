import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { productHref } from '../../catalogue/product/product-href';
import { useShell } from '../../shop/shell';
import type { MyReviewsPage } from './my-reviews.server';
import { ReviewStars } from './review-stars';
import './extras.css';

/**
 * my-reviews: the customer's own reviews, newest first, each linking to its product. Reviews are
 * written on the product page (its form asks for the consent where the market requires it, CZ);
 * in such a market this page says so.
 */
export function MyReviewsView({ data, consentRequired }: { data: MyReviewsPage; consentRequired: boolean }) {
  const intl = useIntl();
  const { market } = useShell();
  const { reviews, page, pages } = data;
  const pageLink = (to: number) => (to === 1 ? '?' : `?page=${to}`);
  return (
    <section className="account__panel extras" aria-labelledby="extras-title">
      <h1 id="extras-title">
        <FormattedMessage id="account.section.my-reviews" />
      </h1>
      {consentRequired && (
        <p className="account__muted" data-testid="review-consent-note">
          <FormattedMessage id="account.reviews.consent" />
        </p>
      )}
      {reviews.length === 0 ? (
        <p data-testid="my-reviews-empty">
          <FormattedMessage id="account.reviews.empty" />
        </p>
      ) : (
        <ul className="extras__list" data-testid="my-reviews">
          {reviews.map((review) => (
            <li key={review.id} className="extras__item">
              <p className="extras__item-head">
                {review.product ? (
                  <Link to={`${productHref(review.product.slug, market)}#rating-reviews`} className="extras__product">
                    {review.product.name}
                  </Link>
                ) : (
                  <span className="account__muted">
                    <FormattedMessage id="account.reviews.productGone" />
                  </span>
                )}
                <time dateTime={review.createdAt} className="account__muted">
                  {intl.formatDate(review.createdAt, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}
                </time>
              </p>
              {review.rating !== undefined && <ReviewStars rating={review.rating} />}
              {review.title && <h2 className="extras__item-title">{review.title}</h2>}
              {review.text && <p className="extras__item-text">{review.text}</p>}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="extras__pages" aria-label={intl.formatMessage({ id: 'account.reviews.pages' })}>
          {page > 1 && (
            <Link to={pageLink(page - 1)} rel="prev">
              <FormattedMessage id="account.reviews.newer" />
            </Link>
          )}
          {page < pages && (
            <Link to={pageLink(page + 1)} rel="next">
              <FormattedMessage id="account.reviews.older" />
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
