// The shop's rules, one folder per concept (see README). Nothing here does I/O or reads the clock.
export * from './market/index.js';
export * from './money/index.js';
export * from './shipping/index.js';
export * from './delivery/index.js';
export * from './payment/index.js';
export * from './vat/index.js';
export * from './postal/index.js';
export * from './forms/index.js';
export * from './quantity/index.js';
export * from './volume-discount/index.js';
export * from './extra-guarantee/index.js';
export * from './catalogue/index.js';
export * from './listing/index.js';
export * from './url/index.js';
export * from './content/index.js';
export * from './saved-address/index.js';
