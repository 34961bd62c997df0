import { embeddedCommerce } from '../embedded/embedded-commerce.js';
import { generateSeed } from '../seed/index.js';
import { describeCommerceContract } from './commerce-contract.js';

// The embedded engine holds the whole demo catalogue and expresses every case of the contract.
describeCommerceContract({
  name: 'the embedded engine',
  start: async () => embeddedCommerce({ file: ':memory:', seed: generateSeed }),
  stop: (port) => port.close(),
  unsupported: {},
});
