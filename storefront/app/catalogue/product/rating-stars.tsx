import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { useNumberText } from '../../ui/number-text';

/** Five stars filled to the rating (fractions too), announced as "Rated 4.3 out of 5". */
export function RatingStars({ value, size = 'md' }: { value: number; size?: 'md' | 'lg' }) {
  const intl = useIntl();
  const numbers = useNumberText();
  const label = intl.formatMessage({ id: 'product.rating.label' }, { rating: numbers.decimal(value, { maximumFractionDigits: 1 }) });
  return <span className={`rating-stars rating-stars--${size}`} role="img" aria-label={label} style={{ '--rating': value } as CSSProperties} />;
}
