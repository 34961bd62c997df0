import { useIntl } from 'react-intl';

/** A whole-star rating as text stars, announced as the product page announces a rating. */
export function ReviewStars({ rating }: { rating: number }) {
  const intl = useIntl();
  const stars = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="extras__stars" role="img" aria-label={intl.formatMessage({ id: 'product.rating.label' }, { rating: stars })}>
      {'★'.repeat(stars)}
      <span className="extras__stars-empty">{'★'.repeat(5 - stars)}</span>
    </span>
  );
}
