import type { Cart } from '@commercetools/platform-sdk';

/** What every cart call answers: the shopper's cart, or null when they have none. */
export interface CartResponse {
  readonly cart: Cart | null;
}

export const cartResponse = (cart: Cart | undefined): CartResponse => ({ cart: cart ?? null });
