import { FormattedMessage } from 'react-intl';
import type { RatingStatisticsView } from './product-view';
import { RatingStars } from './rating-stars';
import { useNumberText } from '../../ui/number-text';

/** Average rating, the number of ratings and how they spread over the stars. */
export function ReviewSummary({ statistics }: { statistics: RatingStatisticsView }) {
  const numbers = useNumberText();
  return (
    <div className="review-summary" data-testid="rating-summary">
      <p className="review-summary__average">
        <span className="review-summary__number">{numbers.decimal(statistics.averageRating, { maximumFractionDigits: 1, minimumFractionDigits: 1 })}</span>
        <RatingStars value={statistics.averageRating} size="lg" />
      </p>
      <p className="review-summary__count">
        <FormattedMessage id="product.reviews.basedOn" values={{ count: statistics.count }} />
      </p>
      <ul className="review-summary__bars">
        {statistics.distribution.map(({ stars, count }) => (
          <li key={stars} className="review-summary__bar">
            <span className="review-summary__stars">
              <FormattedMessage id="product.reviews.stars" values={{ stars }} />
            </span>
            <span className="review-summary__track" aria-hidden="true">
              <span className="review-summary__fill" style={{ width: `${(count / statistics.count) * 100}%` }} />
            </span>
            <span className="review-summary__value">
              <span className="visually-hidden">: </span>
              {count}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
