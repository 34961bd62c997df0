import { REVIEW_SORTS } from '@shop/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { ReviewsView } from './product-view';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import type { ReviewStatus } from './review-outcome';
import { REVIEWS_ANCHOR, reviewQueryHref } from './review-query';
import { ReviewSummary } from './review-summary';
import { ShopLink } from '../../ui/shop-link';

const SORT_MESSAGE = { 'top-reviews': 'product.reviews.sort.top', 'most-recent': 'product.reviews.sort.recent' } as const;

/**
 * The reviews (#rating-reviews): the rating summary, 'Top reviews' / 'Most recent' and the pages
 * as links carrying their state in the query (so they work without JavaScript), and the form to
 * write one.
 */
export function ReviewsSection({ reviews, productId, consentRequired, returnedStatus }: { reviews: ReviewsView; productId: string; consentRequired: boolean; returnedStatus?: ReviewStatus }) {
  const intl = useIntl();
  const { search } = useLocation();
  const href = (sort: ReviewsView['sort'], page: number) => reviewQueryHref(search, { sort, page });
  return (
    <section className="product-section reviews" id={REVIEWS_ANCHOR} aria-labelledby="reviews-title" data-testid="reviews">
      <h2 id="reviews-title">
        <FormattedMessage id="product.reviews.title" />
      </h2>
      <div className="reviews__layout">
        <div className="reviews__aside">
          {reviews.statistics ? (
            <ReviewSummary statistics={reviews.statistics} />
          ) : (
            <p className="reviews__empty">
              <FormattedMessage id="product.reviews.none" />
            </p>
          )}
          <ReviewForm productId={productId} consentRequired={consentRequired} {...(returnedStatus ? { returnedStatus } : {})} />
        </div>
        {reviews.results.length > 0 && (
          <div className="reviews__main">
            <nav className="reviews__sort" aria-label={intl.formatMessage({ id: 'product.reviews.sortLabel' })}>
              {REVIEW_SORTS.map((sort) => (
                <ShopLink
                  key={sort}
                  to={href(sort, 1)}
                  preventScrollReset
                  className="reviews__sort-link"
                  aria-current={sort === reviews.sort ? 'true' : undefined}
                  data-testid={`review-sort-${sort}`}
                >
                  <FormattedMessage id={SORT_MESSAGE[sort]} />
                </ShopLink>
              ))}
            </nav>
            <ol className="reviews__list">
              {reviews.results.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} />
                </li>
              ))}
            </ol>
            {reviews.pageCount > 1 && (
              <nav className="reviews__pages" aria-label={intl.formatMessage({ id: 'product.reviews.pagesLabel' })}>
                {reviews.page > 1 && (
                  <ShopLink to={href(reviews.sort, reviews.page - 1)} preventScrollReset rel="prev" data-testid="reviews-previous">
                    <FormattedMessage id="product.reviews.previous" />
                  </ShopLink>
                )}
                <span>
                  <FormattedMessage id="product.reviews.page" values={{ page: reviews.page, count: reviews.pageCount }} />
                </span>
                {reviews.page < reviews.pageCount && (
                  <ShopLink to={href(reviews.sort, reviews.page + 1)} preventScrollReset rel="next" data-testid="reviews-next">
                    <FormattedMessage id="product.reviews.next" />
                  </ShopLink>
                )}
              </nav>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
