import { atom } from 'jotai';

/**
 * Which cart side panel is open (spec 2 §2: cart, complementary products, extra guarantee; the
 * notification sidebar shows independently). One at a time; every route change closes it.
 */
export type CartSidebar =
  | { readonly kind: 'cart' }
  /** After add to cart, when the store enables it and products exist (else the cart sidebar). */
  | { readonly kind: 'complementary'; readonly sku: string }
  /** The guarantee options of one cart line (hidden on the payment page). */
  | { readonly kind: 'guarantee'; readonly lineId: string; readonly sku: string }
  | null;

export const cartSidebarAtom = atom<CartSidebar>(null);
