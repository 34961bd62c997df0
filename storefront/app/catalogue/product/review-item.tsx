import { FormattedMessage, useIntl } from 'react-intl';
import type { ReviewView } from './product-view';
import { RatingStars } from './rating-stars';

/** One review, in the language it was written in (lang), with the customer care's answer if any. */
export function ReviewItem({ review }: { review: ReviewView }) {
  const intl = useIntl();
  const language = review.locale?.split('-')[0];
  return (
    <article className="review" data-testid="review" data-review-id={review.id} data-date={review.date} data-rating={review.rating}>
      <header className="review__header">
        {review.rating !== undefined && <RatingStars value={review.rating} />}
        {review.title && (
          <h3 className="review__title" lang={language}>
            {review.title}
          </h3>
        )}
      </header>
      <p className="review__meta">
        {review.authorName && (
          <span className="review__author" lang={language}>
            {review.authorName}
          </span>
        )}
        <time dateTime={review.date}>{intl.formatDate(review.date, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}</time>
      </p>
      {review.text && (
        <p className="review__text" lang={language}>
          {review.text}
        </p>
      )}
      {review.customerCareResponse && (
        <div className="review__answer">
          <p className="review__answer-title">
            <FormattedMessage id="product.reviews.answer" />
          </p>
          <p>{review.customerCareResponse}</p>
        </div>
      )}
    </article>
  );
}
