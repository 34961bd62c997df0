export * from './address-book.js';
export * from './billing-on-load.js';
export * from './address-save-plan.js';
