import { FormattedMessage, useIntl } from 'react-intl';
import { Price } from '../../ui/price';
import { COMPARISON_ROW_KEYS, type ComparisonColumnView } from './product-view';
import { RatingStars } from './rating-stars';
import { ShopLink } from '../../ui/shop-link';

/**
 * This product beside the family's best-ranked others (domain's ranking, 5 shown, '-' for a
 * missing value). Wide on a phone, so it scrolls sideways in a focusable region.
 */
export function ComparisonTable({ columns }: { columns: readonly ComparisonColumnView[] }) {
  const intl = useIntl();
  if (columns.length < 2) return null;
  return (
    <section className="product-section comparison" aria-labelledby="comparison-title" data-testid="comparison">
      <h2 id="comparison-title">
        <FormattedMessage id="product.comparison.title" />
      </h2>
      <div className="comparison__scroll" role="region" aria-labelledby="comparison-title" tabIndex={0}>
        <table className="comparison__table">
          <thead>
            <tr>
              <td />
              {columns.map((column) => (
                <th key={column.sku} scope="col" className={column.current ? 'comparison__current' : undefined} data-testid="comparison-product">
                  <img src={column.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
                  {column.current ? (
                    <span>
                      {column.name}
                      <span className="comparison__this">
                        <FormattedMessage id="product.comparison.thisProduct" />
                      </span>
                    </span>
                  ) : (
                    <ShopLink to={column.href}>{column.name}</ShopLink>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">
                <FormattedMessage id="product.comparison.price" />
              </th>
              {columns.map((column) => (
                <td key={column.sku}>
                  <Price value={column.price} />
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">
                <FormattedMessage id="product.comparison.rating" />
              </th>
              {columns.map((column) => (
                <td key={column.sku}>{column.averageRating !== undefined ? <RatingStars value={column.averageRating} /> : '-'}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">
                <FormattedMessage id="product.comparison.availability" />
              </th>
              {columns.map((column) => (
                <td key={column.sku}>{intl.formatMessage({ id: column.inStock ? 'product.stock.inStock' : 'product.stock.out' })}</td>
              ))}
            </tr>
            {COMPARISON_ROW_KEYS.map((key) => (
              <tr key={key}>
                <th scope="row">
                  <FormattedMessage id={`product.comparison.${key}`} />
                </th>
                {columns.map((column) => (
                  <td key={column.sku} data-row={key}>
                    {column.cells[key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
