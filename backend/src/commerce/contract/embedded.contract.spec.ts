import { embeddedCommerce } from '../embedded/embedded-commerce.js';
import { generateSeed } from '../seed/index.js';
import { describeCommerceContract } from './commerce-contract.js';
import { withContractData } from './contract-seed.js';

// The embedded engine holds the whole demo catalogue (plus the contract's own data) and expresses
// every case of the contract.
describeCommerceContract({
  name: 'the embedded engine',
  start: async () => embeddedCommerce({ file: ':memory:', seed: () => withContractData(generateSeed()) }),
  stop: (port) => port.close(),
  unsupported: {},
});
