import { HttpException, Inject, Injectable, Logger } from '@nestjs/common';
import type { ProductProjection, Review } from '@commercetools/platform-sdk';
import { COUNTRY_SWITCHES } from '@shop/markets';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { CommerceError } from '../commerce/port/commerce-error.js';
import { SessionCustomer } from '../customer/session-customer.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { AddReviewPayload } from './add-review.payload.js';
import { priceContextOf } from './price-context-of.js';
import { publicReview, type PublicReview } from './public-review.js';
import { hasPurchased } from './purchased-sku.js';
import { reviewRefusals } from './review-refusal.js';

/**
 * The answer key of "one review per customer and product": commercetools keeps uniquenessValue
 * unique per project, so two submissions racing past the check still make one review.
 */
const uniquenessValueOf = (customerId: string, productId: string): string => `${customerId}/${productId}`;

/**
 * `addReview`: a signed-in customer reviews a product they bought. The outcomes are spec 2 §8's
 * three messages, in `error` (spec 1 §7) and `message`: not bought → 400, already reviewed → 409,
 * any failure of the commerce side → 502 with the generic message (the cause is logged, never
 * sent). Success answers { review } in getReview's public shape (the storefront lists it like the
 * others; its author's customer id stays on the server), and the product's rating statistics count it.
 */
@Injectable()
export class AddReviewCalls {
  private readonly logger = new Logger('Reviews');

  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly customers: SessionCustomer,
  ) {}

  @CommerceMethod('addReview', { parts: [AddReviewPayload] })
  async addReview([payload]: [AddReviewPayload], context: CallContext): Promise<{ review: PublicReview }> {
    const customerId = (await this.customers.find(context))?.id;
    if (customerId === undefined) throw reviewRefusals.signIn();
    if (COUNTRY_SWITCHES[context.market.country].reviewConsent && payload.consent !== true) throw reviewRefusals.consent();
    try {
      return { review: publicReview(await this.submit(payload, customerId, context)) };
    } catch (error) {
      if (error instanceof HttpException) throw error;
      if (error instanceof CommerceError && error.code === 'DuplicateField') throw reviewRefusals.alreadyReviewed();
      this.logger.warn(`Review by customer '${customerId}' failed: ${error instanceof Error ? error.message : String(error)}`);
      throw reviewRefusals.failed();
    }
  }

  private async submit(payload: AddReviewPayload, customerId: string, context: CallContext): Promise<Review> {
    const product = await this.product(payload, context);
    const subject = payload.sku === undefined ? { productId: product.id } : { productId: product.id, sku: payload.sku };
    if (!(await hasPurchased(this.commerce.orders, customerId, subject))) throw reviewRefusals.notPurchased();
    return this.commerce.catalogue.createReview({
      target: { typeId: 'product', id: product.id },
      customer: { typeId: 'customer', id: customerId },
      uniquenessValue: uniquenessValueOf(customerId, product.id),
      locale: context.market.locale,
      rating: payload.rating,
      title: payload.title,
      text: payload.text,
      authorName: payload.authorName,
    });
  }

  private async product(payload: AddReviewPayload, context: CallContext): Promise<ProductProjection> {
    const price = priceContextOf(context.market);
    if (payload.productId !== undefined) {
      const product = await this.commerce.catalogue.productById(payload.productId, price);
      if (!product) throw reviewRefusals.unknownProduct(`the id '${payload.productId}'`);
      return product;
    }
    const sku = payload.sku ?? '';
    const [product] = await this.commerce.catalogue.productsBySkus([sku], price);
    if (!product) throw reviewRefusals.unknownProduct(`the SKU '${sku}'`);
    return product;
  }
}
