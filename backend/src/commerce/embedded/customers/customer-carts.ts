import type { Cart, CartUpdateAction } from '@commercetools/platform-sdk';

/**
 * What the customers need from the carts (EmbeddedCarts satisfies it as is). Lines are merged
 * and carts assigned through `update`, so the carts' own rules and the price recalculation run
 * exactly as for a shopper's change; `replace` only marks an anonymous cart Merged, a state
 * change no update action can make and that needs no pricing.
 */
export interface CustomerCarts {
  update(id: string, version: number, actions: readonly CartUpdateAction[], storeKey?: string): Promise<Cart>;
  replace(cart: Cart, expectedVersion: number): Cart;
}
