// The shop's commercetools schema: what production's project has, and what the seed creates.
export * from './custom-fields.js';
export * from './product-attributes.js';
export * from './resource-keys.js';
export * from './guarantee-line.js';
export * from './customer-field-action.js';
