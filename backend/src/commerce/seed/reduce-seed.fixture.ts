import type { SeedData } from './seed-data.js';

/** How many catalogue products the reduced demo seed keeps. */
export const KEPT_PRODUCT_COUNT = 40;

/**
 * The demo seed reduced to `productCount` products spread evenly over the catalogue (every
 * department, standard products, B-stock, sets and accessories), with everything else kept
 * whole: types, taxes, zones, shipping, categories, stores, discounts. Stock and reviews are
 * kept for the kept products only. Product discount predicates name SKUs as text and stay as
 * they are: a predicate naming a missing SKU simply matches nothing.
 */
export function reduceSeed(seed: SeedData, productCount = KEPT_PRODUCT_COUNT): SeedData {
  const all = seed.products;
  const count = Math.min(productCount, all.length);
  const products = Array.from({ length: count }, (_, index) => all[Math.floor((index * all.length) / count)]!);
  const skus = new Set(products.map((product) => product.masterVariant?.sku));
  const keys = new Set(products.map((product) => product.key));
  return {
    ...seed,
    products,
    inventory: seed.inventory.filter((entry) => skus.has(entry.sku)),
    reviews: seed.reviews.filter((review) => review.target !== undefined && keys.has(review.target.key)),
  };
}
