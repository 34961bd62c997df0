import { it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { CommercePort } from '../port/commerce-port.js';
import type { SeedData } from '../seed/index.js';
import { CONTRACT_CASES, type CaseId } from './contract-cases.js';
import { contractProducts, type ContractProducts } from './contract-products.js';
import { keptDemoSeed } from './contract-seed.js';
import type { ContractTarget } from './contract-target.js';

/** What a case file registers its cases with, and what the cases read while they run. */
export interface ContractContext {
  /** The started port of the target (inside a running case only). */
  port(): CommercePort;
  /** The kept demo seed every target holds. */
  seed(): SeedData;
  products(): ContractProducts;
  /** A value no other case (nor an earlier run against the same target) uses: e-mails, order numbers. */
  unique(prefix: string): string;
  /** Registers a case: run, or skipped with the target's reason in its title. */
  case(id: CaseId, body: () => Promise<void>): void;
}

export function contractContext(target: ContractTarget, started: () => CommercePort | undefined): ContractContext {
  let products: ContractProducts | undefined;
  return {
    port() {
      const port = started();
      if (!port) throw new Error(`${target.name} did not start`);
      return port;
    },
    seed: keptDemoSeed,
    products() {
      products ??= contractProducts(keptDemoSeed());
      return products;
    },
    unique: (prefix) => `${prefix}-${randomUUID().slice(0, 8)}`,
    case(id, body) {
      const title = CONTRACT_CASES[id];
      const reason = target.unsupported[id];
      if (reason === undefined) it(title, body);
      else it.skip(`${title} [skipped on ${target.name}: ${reason}]`, body);
    },
  };
}
