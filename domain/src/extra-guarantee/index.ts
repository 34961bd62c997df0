export type * from './extra-guarantee-product.js';
export * from './enabled-on-market.js';
export * from './offered-guarantees.js';
export * from './guarantee-price.js';
