import { Module } from '@nestjs/common';
import { CategoryCalls } from './category.calls.js';
import { ComparisonCalls } from './comparison.calls.js';
import { InventoryCalls } from './inventory.calls.js';
import { ProductCalls } from './product.calls.js';
import { ReviewCalls } from './review.calls.js';
import { ShippingMethodCalls } from './shipping-methods.calls.js';
import { VolumeDiscountCalls } from './volume-discounts.calls.js';

/** The catalogue calls: products, categories, stock, discounts, shipping methods, comparison and reviews. */
@Module({
  providers: [ProductCalls, CategoryCalls, InventoryCalls, VolumeDiscountCalls, ShippingMethodCalls, ComparisonCalls, ReviewCalls],
})
export class CatalogueModule {}
