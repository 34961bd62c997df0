import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module.js';
import { CustomerModule } from '../customer/customer.module.js';
import { AddReviewCalls } from './add-review.calls.js';
import { CategoryCalls } from './category.calls.js';
import { ComparisonCalls } from './comparison.calls.js';
import { ComplementaryProductCalls } from './complementary-products.calls.js';
import { InventoryCalls } from './inventory.calls.js';
import { MyReviewsCalls } from './my-reviews.calls.js';
import { ProductCalls } from './product.calls.js';
import { ProductPageCalls } from './product-page.calls.js';
import { ReviewCalls } from './review.calls.js';
import { ShippingMethodCalls } from './shipping-methods.calls.js';
import { VolumeDiscountCalls } from './volume-discounts.calls.js';

/** The catalogue calls: products, categories, stock, discounts, shipping methods, comparison, complementary products, reviews and the product page's data in one call. */
@Module({
  imports: [CartModule, CustomerModule],
  providers: [
    ProductCalls, CategoryCalls, InventoryCalls, VolumeDiscountCalls, ShippingMethodCalls, ComparisonCalls, ComplementaryProductCalls,
    ReviewCalls, AddReviewCalls, MyReviewsCalls, ProductPageCalls,
  ],
})
export class CatalogueModule {}
