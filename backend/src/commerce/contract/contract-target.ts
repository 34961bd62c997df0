import type { CommercePort } from '../port/commerce-port.js';
import type { CaseId } from './contract-cases.js';

/**
 * An implementation of the commerce port the contract runs against. `start` returns a port
 * loaded with the demo data (at least the kept part of it, see contract-seed.ts).
 */
export interface ContractTarget {
  readonly name: string;
  start(): Promise<CommercePort>;
  stop(port: CommercePort): Promise<void>;
  /**
   * The cases this target cannot express, each with the reason, which the skipped test's title
   * carries. Only the cases listed: every other case runs.
   */
  readonly unsupported: Readonly<Partial<Record<CaseId, string>>>;
}
