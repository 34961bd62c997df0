import { afterAll, beforeAll, describe } from '@jest/globals';
import type { CommercePort } from '../port/commerce-port.js';
import { cartCases } from './cases/cart-cases.js';
import { catalogueCases } from './cases/catalogue-cases.js';
import { customerCases } from './cases/customer-cases.js';
import { orderCases } from './cases/order-cases.js';
import { orderUpdateCases } from './cases/order-update-cases.js';
import { paymentCases } from './cases/payment-cases.js';
import { pricingCases } from './cases/pricing-cases.js';
import { contractContext } from './contract-context.js';
import type { ContractTarget } from './contract-target.js';

export type { ContractTarget } from './contract-target.js';
export { CONTRACT_CASES, type CaseId } from './contract-cases.js';

/** Loading the demo data into a target (SQLite import, or HTTP requests to an emulator) takes a while. */
const START_TIMEOUT_MS = 60_000;

/**
 * The contract of the commerce port: the same cases, through the CommercePort interface only,
 * against any target. Cases share one started target and make their own carts, customers and
 * orders (unique e-mails and order numbers), so they do not depend on each other's order.
 */
export function describeCommerceContract(target: ContractTarget): void {
  describe(`commerce contract on ${target.name}`, () => {
    let port: CommercePort | undefined;
    beforeAll(async () => {
      port = await target.start();
    }, START_TIMEOUT_MS);
    afterAll(async () => {
      if (port) await target.stop(port);
    });

    const context = contractContext(target, () => port);
    describe('catalogue', () => catalogueCases(context));
    describe('carts', () => cartCases(context));
    describe('pricing', () => pricingCases(context));
    describe('orders', () => orderCases(context));
    describe('order updates', () => orderUpdateCases(context));
    describe('customers', () => customerCases(context));
    describe('payments', () => paymentCases(context));
  });
}
