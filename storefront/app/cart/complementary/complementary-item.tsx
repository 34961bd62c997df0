import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useFetcher, useLocation } from 'react-router';
import { DEFAULT_PRODUCT_IMAGE } from '../../catalogue/product-tile';
import { Button } from '../../ui/button';
import { Price } from '../../ui/price';
import { ADD_TO_CART_ACTION, addToCartSubmit } from '../add-to-cart-form';
import { addedSomething, type AddToCartOutcome } from '../add-to-cart-outcome';
import type { ComplementaryProduct } from './complementary-products';

/**
 * One complementary product: picture, name (to its page), price and its own add-to-cart (one
 * piece, the shop's /add-to-cart action; a plain form post without JavaScript). Its fetcher is the
 * panel's own, so adding here does not start another complementary panel.
 */
export function ComplementaryItem({ product }: { product: ComplementaryProduct }) {
  const fetcher = useFetcher<AddToCartOutcome>({ key: `complementary-add:${product.sku}` });
  const location = useLocation();
  const intl = useIntl();
  const [imageFailed, setImageFailed] = useState(false);
  const busy = fetcher.state !== 'idle';
  const outcome = busy ? undefined : fetcher.data;

  const onSubmit = addToCartSubmit(fetcher);

  return (
    <li className="complementary-item" data-testid="complementary-product" data-sku={product.sku}>
      <img
        className="complementary-item__image"
        src={!product.image || imageFailed ? DEFAULT_PRODUCT_IMAGE : product.image}
        alt=""
        width={80}
        height={80}
        loading="lazy"
        decoding="async"
        onError={() => setImageFailed(true)}
      />
      <div className="complementary-item__body">
        <Link to={product.href} className="complementary-item__name">{product.name}</Link>
        <div className="complementary-item__price">
          <Price value={product.price} className="complementary-item__now" />
          {product.standardPrice && product.standardPrice.centAmount > product.price.centAmount && (
            <s className="complementary-item__was"><Price value={product.standardPrice} /></s>
          )}
        </div>
        {product.selectable ? (
          <form method="post" action={ADD_TO_CART_ACTION} onSubmit={onSubmit} aria-busy={busy} className="complementary-item__form">
            <input type="hidden" name="sku" value={product.sku} />
            <input type="hidden" name="quantity" value="1" />
            <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
            <input type="hidden" name="via" value="form" />
            <Button
              type="submit"
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-label={intl.formatMessage({ id: 'complementary.addNamed' }, { name: product.name })}
              data-testid="complementary-add"
            >
              <FormattedMessage id={busy ? 'complementary.adding' : 'complementary.add'} />
            </Button>
          </form>
        ) : (
          <p className="complementary-item__out"><FormattedMessage id="cart.outOfStock" /></p>
        )}
        <div aria-live="polite">
          {outcome && (
            <p
              className={`complementary-item__outcome complementary-item__outcome--${addedSomething(outcome) ? 'success' : 'error'}`}
              data-testid="complementary-outcome"
              data-status={outcome.status}
            >
              <FormattedMessage id={`cart.outcome.${outcome.status}`} values={{ quantity: outcome.quantity ?? 1 }} />
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
