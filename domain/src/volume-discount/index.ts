export type * from './cart-discount.js';
export * from './volume-predicate.js';
export * from './volume-tier.js';
export * from './sort-order.js';
export * from './default-tiers.js';
export * from './volume-discounts-for.js';
export * from './applicable-tier.js';
export * from './volume-discount-groups.js';
