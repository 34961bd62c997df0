import type { CartPort } from './cart-port.js';
import type { CataloguePort } from './catalogue-port.js';
import type { CustomerPort } from './customer-port.js';
import type { OrderPort } from './order-port.js';
import type { PaymentPort } from './payment-port.js';

/**
 * What the Nest modules depend on. Two adapters implement it: the embedded engine (SQLite,
 * default) and commercetools (platform SDK, chosen by the CTP_* variables). Both speak the SDK's
 * types, so nothing above the port knows which one runs.
 */
export interface CommercePort {
  readonly catalogue: CataloguePort;
  readonly carts: CartPort;
  readonly orders: OrderPort;
  readonly customers: CustomerPort;
  readonly payments: PaymentPort;
  /** Releases connections and files; called on application shutdown. */
  close(): Promise<void>;
}

/** Nest injection token of the active adapter. */
export const COMMERCE_PORT = Symbol('CommercePort');
