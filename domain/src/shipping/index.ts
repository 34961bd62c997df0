export * from './shipping-fees.js';
export * from './freight-package.js';
export * from './shipping-cost.js';
export * from './shipping-cost-label.js';
export * from './free-shipping-remaining.js';
