import type { Cart, CartDraft, CartUpdateAction } from '@commercetools/platform-sdk';

/**
 * Carts, optionally scoped to a store (in-store carts): a cart of another store is reported as
 * not found in that store, as commercetools does. Every update carries the version it read.
 */
export interface CartPort {
  get(id: string, storeKey?: string): Promise<Cart | undefined>;
  create(draft: CartDraft, storeKey?: string): Promise<Cart>;
  update(id: string, version: number, actions: readonly CartUpdateAction[], storeKey?: string): Promise<Cart>;
  delete(id: string, version: number, storeKey?: string): Promise<Cart>;
}
