import type { CommercePort } from '../port/commerce-port.js';
import { createApiRoot } from './api-root.js';
import type { CtpConfig } from './ctp-config.js';
import { CtCarts } from './ct-carts.js';
import { CtCatalogue } from './ct-catalogue.js';
import { CtCustomers } from './ct-customers.js';
import { CtOrders } from './ct-orders.js';
import { CtPayments } from './ct-payments.js';

/** The production adapter: every port call is one platform SDK request. */
export function commercetoolsCommerce(config: CtpConfig): CommercePort {
  const api = createApiRoot(config);
  return {
    catalogue: new CtCatalogue(api),
    carts: new CtCarts(api),
    orders: new CtOrders(api),
    customers: new CtCustomers(api),
    payments: new CtPayments(api),
    close: async () => undefined,
  };
}
