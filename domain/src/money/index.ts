export * from './money.js';
export * from './rounding.js';
export * from './percentage.js';
export * from './format.js';
export * from './number-conventions.js';
export * from './number-text.js';
