export * from './limits.js';
export * from './addable-quantity.js';
export * from './quantity-selector.js';
