import { generateSeed, type SeedData } from '../seed/index.js';

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

let kept: SeedData | undefined;

/**
 * The reduced demo seed, generated once per test file. Every target holds at least this data
 * (the embedded one the whole demo seed), so the cases take their SKUs, categories and expected
 * values from it.
 */
export function keptDemoSeed(): SeedData {
  kept ??= reduceSeed(generateSeed());
  return kept;
}
