import { atom, useAtomValue } from 'jotai';
import { useShell } from '../shop/shell';

/**
 * The header badge after a cart change made on the page (sidebar, cart page). The shell's count
 * comes from the root loader, which reloads only after a form post or a language change; a cart
 * change sent by fetch tells the badge its new count here. `base` is the shell's count when it was
 * set: once the shell reads a different count (an add to cart), the shell is right again.
 */
export const cartCountAtom = atom<{ readonly count: number; readonly base: number } | null>(null);

/** The number of pieces in the cart as the header shows it. */
export function useCartCount(): number {
  const { cartItemCount } = useShell();
  const override = useAtomValue(cartCountAtom);
  return override && override.base === cartItemCount ? override.count : cartItemCount;
}
