import type { Cart, CartDraft, CartUpdateAction } from '@commercetools/platform-sdk';

/**
 * Carts, optionally scoped to a store (in-store carts): a cart of another store is reported as
 * not found in that store, as commercetools does. Every update carries the version it read.
 *
 * Every cart returned has two references expanded, as commercetools answers with
 * `expand=discountCodes[*].discountCode`: `discountCodes[i].discountCode.obj` is the DiscountCode
 * (its `code` text, its `cartDiscounts`), absent only for a code deleted since it was added; and
 * `lineItems[i].productType.obj` is the ProductType (its `key`: standard_product, accessory,
 * extra_guarantee). Carts given back to a port (the engine's replace) may carry them or not.
 */
export interface CartPort {
  get(id: string, storeKey?: string): Promise<Cart | undefined>;
  create(draft: CartDraft, storeKey?: string): Promise<Cart>;
  update(id: string, version: number, actions: readonly CartUpdateAction[], storeKey?: string): Promise<Cart>;
  delete(id: string, version: number, storeKey?: string): Promise<Cart>;
}
