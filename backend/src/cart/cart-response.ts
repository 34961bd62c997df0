import type { Cart } from '@commercetools/platform-sdk';
import type { MarketContext } from '../api/call-context.js';
import { cartView } from './cart-view.js';

/** What every cart call answers: the shopper's cart as their market reads it, or null when they have none. */
export interface CartResponse {
  readonly cart: Cart | null;
}

export const cartResponse = (market: MarketContext, cart: Cart | undefined): CartResponse => ({ cart: cart ? cartView(cart, market) : null });
