import type { Money } from '@shop/domain';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Price } from '../ui/price';
import defaultImage from './listing/default-product-image.svg?url';
import './product-tile.css';
import { useNumberText } from '../ui/number-text';
import { ShopLink } from '../ui/shop-link';

/** Shown where a product has no image, or its image cannot be loaded. */
export const DEFAULT_PRODUCT_IMAGE: string = defaultImage;

// CONTRACT (owned by the listing helper; the product page's related lists use it too).
export interface ProductTileData {
  readonly sku: string;
  readonly name: string;
  /** The product page's path in the shopper's market and language. */
  readonly href: string;
  readonly image?: string;
  readonly price: Money;
  /** Shown struck through when above `price`. */
  readonly standardPrice?: Money;
  readonly averageRating?: number;
  readonly reviewCount?: number;
  readonly inStock: boolean;
}

export interface ProductTileProps {
  readonly product: ProductTileData;
  /** The first row of a listing loads its images at once (they are the page's largest paint). */
  readonly eager?: boolean;
  /** The tile's heading level under the list's own heading (default h3). */
  readonly headingLevel?: 2 | 3 | 4;
  /** Called before the link is followed (search click reporting). */
  readonly onOpen?: () => void;
}

/**
 * A broken image URL (the backend's image gone, HEAD not 200) shows the default image: the error
 * may fire before hydration, so the mounted image is checked once too.
 */
function TileImage({ src, eager }: { src: string | undefined; eager: boolean }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0 && src) setFailed(true);
  }, [src]);
  return (
    <img
      ref={ref}
      className="product-tile__image"
      src={!src || failed ? DEFAULT_PRODUCT_IMAGE : src}
      alt=""
      width={400}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      // The first row holds the listing's largest paint: fetched first, and React preloads it in the head with the same priority.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

export function Rating({ value, count }: { value: number; count?: number }) {
  const intl = useIntl();
  const numbers = useNumberText();
  const label = intl.formatMessage({ id: 'listing.ratingLabel' }, { rating: numbers.decimal(value, { maximumFractionDigits: 1 }) });
  return (
    <p className="product-tile__rating">
      <span className="stars" role="img" aria-label={label} style={{ '--rating': value } as React.CSSProperties} />
      {count !== undefined && count > 0 && (
        <span className="product-tile__reviews">
          <FormattedMessage id="listing.reviewCount" values={{ count }} />
        </span>
      )}
    </p>
  );
}

export function ProductTile({ product, eager = false, headingLevel = 3, onOpen }: ProductTileProps) {
  const Heading = `h${headingLevel}` as 'h3';
  const discounted = product.standardPrice !== undefined && product.standardPrice.centAmount > product.price.centAmount;
  return (
    <article className="product-tile" data-testid="product-tile" data-sku={product.sku}>
      <div className="product-tile__media">
        <TileImage src={product.image} eager={eager} />
      </div>
      <Heading className="product-tile__name">
        <ShopLink to={product.href} className="product-tile__link" onClick={onOpen}>
          {product.name}
        </ShopLink>
      </Heading>
      {product.averageRating !== undefined && <Rating value={product.averageRating} {...(product.reviewCount !== undefined ? { count: product.reviewCount } : {})} />}
      <p className="product-tile__price">
        {discounted && (
          <span className="visually-hidden">
            <FormattedMessage id="listing.priceNow" />
          </span>
        )}
        <Price value={product.price} className={discounted ? 'product-tile__amount product-tile__amount--sale' : 'product-tile__amount'} />
        {discounted && (
          <>
            <span className="visually-hidden">
              <FormattedMessage id="listing.priceBefore" />
            </span>
            <s className="product-tile__standard" data-testid="standard-price">
              <Price value={product.standardPrice!} />
            </s>
          </>
        )}
      </p>
      <p className={product.inStock ? 'product-tile__stock product-tile__stock--in' : 'product-tile__stock product-tile__stock--out'}>
        <FormattedMessage id={product.inStock ? 'listing.inStock' : 'listing.outOfStock'} />
      </p>
    </article>
  );
}
