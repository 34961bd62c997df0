export * from './market/index.js';
export * from './money/index.js';
