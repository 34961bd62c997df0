import { FormattedMessage } from 'react-intl';
import { Price } from '../../ui/price';
import type { ProductPriceView } from './product-view';
import { useNumberText } from '../../ui/number-text';

/**
 * The price box: what the shopper pays; with a product discount the standard price struck through
 * and the amount saved; the VAT note (the market's rate when the backend gives it) and, beside a
 * struck price, the market's price disclaimer (the lowest price of the 30 days before the reduction).
 */
export function ProductPrice({ price, vatRatePercent, disclaimer }: { price: ProductPriceView; vatRatePercent?: number; disclaimer: boolean }) {
  const numbers = useNumberText();
  const discounted = price.standardPrice !== undefined && price.discount !== undefined;
  return (
    <div className="product-price" data-testid="product-price">
      <p className="product-price__row">
        {discounted && (
          <span className="visually-hidden">
            <FormattedMessage id="product.price.now" />
          </span>
        )}
        <Price value={price.price} className={`product-price__amount${discounted ? ' product-price__amount--sale' : ''}`} />
        {discounted && (
          <>
            <span className="visually-hidden">
              <FormattedMessage id="product.price.before" />
            </span>
            <s className="product-price__standard" data-testid="product-standard-price">
              <Price value={price.standardPrice!} />
            </s>
          </>
        )}
      </p>
      {discounted && (
        <p className="product-price__saving" data-testid="product-discount">
          <FormattedMessage id="product.price.youSave" values={{ amount: <Price value={price.discount!} /> }} />
        </p>
      )}
      <p className="product-price__note" data-testid="vat-note">
        {vatRatePercent !== undefined ? (
          <FormattedMessage id="product.price.vatRate" values={{ rate: numbers.percent(vatRatePercent) }} />
        ) : (
          <FormattedMessage id="product.price.vatIncluded" />
        )}
      </p>
      {disclaimer && discounted && (
        <p className="product-price__note" data-testid="price-disclaimer">
          <FormattedMessage id="product.price.disclaimer" />
        </p>
      )}
    </div>
  );
}
