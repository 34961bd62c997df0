export * from './money.js';
export * from './rounding.js';
export * from './percentage.js';
export * from './format.js';
export * from './number-format.js';
