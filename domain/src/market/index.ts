export * from './codes.js';
