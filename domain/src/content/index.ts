export * from './block-types.js';
