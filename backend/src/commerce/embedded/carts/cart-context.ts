import type { Cart, Channel } from '@commercetools/platform-sdk';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot.js';

/** What an update action may consult: the catalogue as of this request and the request's time. */
export interface CartContext {
  readonly catalogue: CatalogueSnapshot;
  readonly now: string;
  /** Payments referenced by addPayment must exist. */
  paymentExists(id: string): boolean;
  /** Line item supply and distribution channels are named by id or key and stored by id. */
  channel(identifier: { readonly id?: string | undefined; readonly key?: string | undefined }): Channel | undefined;
}

/** Derives every computed field (prices, discounts, tax, shipping, totals) from the cart's inputs. */
export type RecalculateCart = (cart: Cart, now: Date) => Cart;
