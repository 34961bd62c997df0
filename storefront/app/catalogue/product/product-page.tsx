import { FormattedMessage, useIntl } from 'react-intl';
import { AddToCartForm } from '../../cart/add-to-cart-form';
import { ProductSupportLinks } from '../../support/product-support-links';
import { Breadcrumbs } from '../listing/breadcrumbs';
import { Availability } from './availability';
import { ComparisonTable } from './comparison-table';
import { FloatingAddToCart } from './floating-add-to-cart';
import { ProductDetails } from './product-details';
import { ProductGallery } from './product-gallery';
import { ProductListSection } from './product-list-section';
import type { ProductPageData } from './product-page.server';
import { ProductPrice } from './product-price';
import { RatingStars } from './rating-stars';
import { REVIEWS_ANCHOR } from './review-query';
import { ReviewsSection } from './reviews-section';
import { VolumeDiscounts } from './volume-discounts';
import './product-page.css';

/**
 * The product page (spec 1 §2): pictures and the buy box first (name, price, volume discounts,
 * stock, delivery, add to cart), then the details, alternatives, the comparison, related products
 * and the reviews; the floating add-to-cart bar follows the shopper down the page.
 */
export function ProductPage({ data }: { data: ProductPageData }) {
  const intl = useIntl();
  const { product } = data;
  const formId = `add-to-cart-${product.sku}`;
  const buttonId = `${formId}-button`;
  const cartNotice = data.notice?.kind === 'cart' ? data.notice : undefined;
  const reviewStatus = data.notice?.kind === 'review' ? data.notice.status : undefined;
  const statistics = data.reviews.statistics;

  return (
    <div className="page product-page" data-testid="product-page" data-sku={product.sku}>
      <Breadcrumbs crumbs={data.breadcrumbs} current={product.name} />
      <div className="product-hero">
        <ProductGallery images={product.images} name={product.name} />
        <section className="buy-box" aria-labelledby="product-title">
          {product.details.brand && <p className="buy-box__brand">{product.details.brand}</p>}
          <h1 id="product-title" className="buy-box__title">
            {product.name}
          </h1>
          <p className="buy-box__meta">
            <span>
              <FormattedMessage id="product.sku" values={{ sku: product.sku }} />
            </span>
            {statistics && (
              <a href={`#${REVIEWS_ANCHOR}`} className="buy-box__rating" data-testid="rating-link">
                <RatingStars value={statistics.averageRating} />
                <FormattedMessage id="product.reviews.count" values={{ count: statistics.count }} />
              </a>
            )}
          </p>
          {product.isBware && (
            <p className="buy-box__badge">
              <FormattedMessage id="product.bware" />
            </p>
          )}
          {product.details.highlights && <p className="buy-box__highlights">{product.details.highlights}</p>}
          <ProductPrice price={product.price} disclaimer={data.priceDisclaimer} {...(data.vatRatePercent !== undefined ? { vatRatePercent: data.vatRatePercent } : {})} />
          <VolumeDiscounts tiers={data.volumeTiers} />
          <Availability availability={product.availability} {...(data.delivery ? { delivery: data.delivery } : {})} />
          <AddToCartForm
            sku={product.sku}
            limits={data.quantity}
            formId={formId}
            buttonId={buttonId}
            {...(cartNotice ? { returnedOutcome: { status: cartNotice.status, ...(cartNotice.quantity ? { quantity: cartNotice.quantity } : {}) } } : {})}
          />
          <ProductSupportLinks sku={product.sku} />
        </section>
      </div>
      <ProductDetails details={product.details} sku={product.sku} />
      <ProductListSection
        id="alternatives-title"
        testId="alternative-products"
        title={intl.formatMessage({ id: 'product.alternatives.title' })}
        products={data.alternatives}
      />
      <ComparisonTable columns={data.comparison} />
      <ProductListSection id="related-title" testId="related-products" title={intl.formatMessage({ id: 'product.related.title' })} products={data.related} />
      <ReviewsSection reviews={data.reviews} productId={product.id} consentRequired={data.reviewConsentRequired} {...(reviewStatus ? { returnedStatus: reviewStatus } : {})} />
      {data.quantity.selectable && <FloatingAddToCart sku={product.sku} name={product.name} price={product.price.price} formId={formId} buttonId={buttonId} />}
    </div>
  );
}
