export * from './commerce-error.js';
export * from './price-context.js';
export * from './catalogue-port.js';
export * from './cart-port.js';
export * from './order-port.js';
export * from './customer-port.js';
export * from './payment-port.js';
export * from './commerce-port.js';
