import { FormattedMessage, useIntl } from 'react-intl';
import type { ReviewView } from './product-view';
import { RatingStars } from './rating-stars';
import { formatDateText } from '../../ui/date-text';

const REVIEW_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };

/**
 * One review, with the customer care's answer if any. A review in another language than the
 * page says which language (issue 18: foreign reviews stood unmarked); when the shop translated
 * it, the translation comes first, marked as such, and the original stays one click away. Each
 * text carries the `lang` it is written in, so the browser hyphenates and reads it right.
 */
export function ReviewItem({ review }: { review: ReviewView }) {
  const intl = useIntl();
  const language = review.locale?.split('-')[0];
  const translation = review.translation;
  // A translated text is in the page's language: it inherits the page's lang.
  const title = translation?.title ?? review.title;
  const titleLang = translation?.title ? undefined : language;
  const text = translation?.text ?? review.text;
  const textLang = translation ? undefined : language;
  const answer = translation?.customerCareResponse ?? review.customerCareResponse;
  const answerLang = translation?.customerCareResponse ? undefined : language;
  return (
    <article
      className="review"
      data-testid="review"
      data-review-id={review.id}
      data-date={review.date}
      data-rating={review.rating}
      data-language={language}
      data-translated={translation ? 'true' : undefined}
    >
      <header className="review__header">
        {review.rating !== undefined && <RatingStars value={review.rating} />}
        {title && (
          <h3 className="review__title" lang={titleLang}>
            {title}
          </h3>
        )}
      </header>
      <p className="review__meta">
        {review.authorName && (
          <span className="review__author" lang={language}>
            {review.authorName}
          </span>
        )}
        <time dateTime={review.date}>{formatDateText(intl, review.date, REVIEW_DATE)}</time>
        {review.languageName && (
          <span className="review__language" data-testid="review-language">
            <FormattedMessage id={translation ? 'product.reviews.translated' : 'product.reviews.inLanguage'} values={{ language: review.languageName }} />
          </span>
        )}
      </p>
      {text && (
        <p className="review__text" lang={textLang}>
          {text}
        </p>
      )}
      {translation && (review.title || review.text) && (
        <details className="review__original" data-testid="review-original">
          <summary>
            <FormattedMessage id="product.reviews.showOriginal" />
          </summary>
          <div lang={language}>
            {review.title && <p className="review__original-title">{review.title}</p>}
            {review.text && <p className="review__text">{review.text}</p>}
          </div>
        </details>
      )}
      {answer && (
        <div className="review__answer">
          <p className="review__answer-title">
            <FormattedMessage id="product.reviews.answer" />
          </p>
          <p lang={answerLang}>{answer}</p>
        </div>
      )}
    </article>
  );
}
