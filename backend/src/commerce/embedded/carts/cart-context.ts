import type { Cart } from '@commercetools/platform-sdk';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot.js';

/** What an update action may consult: the catalogue as of this request and the request's time. */
export interface CartContext {
  readonly catalogue: CatalogueSnapshot;
  readonly now: string;
  /** Payments referenced by addPayment must exist. */
  paymentExists(id: string): boolean;
}

/** Derives every computed field (prices, discounts, tax, shipping, totals) from the cart's inputs. */
export type RecalculateCart = (cart: Cart, now: Date) => Cart;
