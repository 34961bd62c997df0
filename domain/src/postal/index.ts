export * from './patterns.js';
export * from './uk-postcode.js';
export * from './eircode.js';
export * from './is-valid-postal-code.js';
export * from './address-messages.js';
export * from './validate-address-postal-codes.js';
