import { compare, type Money } from '../money/money.js';
import { compareNewestFirst } from './instant-order.js';

/**
 * Cart listing sort keys (spec 1 §5): price-up is price ascending, price-down is price
 * descending, latest is creation date descending.
 */
export const CART_SORT_KEYS = ['price-up', 'price-down', 'latest'] as const;
export type CartSortKey = (typeof CART_SORT_KEYS)[number];

export const isCartSortKey = (value: unknown): value is CartSortKey =>
  typeof value === 'string' && (CART_SORT_KEYS as readonly string[]).includes(value);

export interface CartSortItem {
  /** The price the list shows; the caller picks unit or line price, discounted or not. */
  readonly price: Money;
  /** When the entry was created, ISO 8601 or a Date. */
  readonly createdAt: string | Date;
}

/**
 * A comparator for Array.prototype.sort. Equal keys compare as 0 so a stable sort keeps the
 * original order; prices in different currencies throw, as every Money comparison does.
 */
export function cartItemComparator(key: CartSortKey): (a: CartSortItem, b: CartSortItem) => number {
  switch (key) {
    case 'price-up':
      return (a, b) => compare(a.price, b.price);
    case 'price-down':
      return (a, b) => compare(b.price, a.price);
    case 'latest':
      return (a, b) => compareNewestFirst(a.createdAt, b.createdAt);
  }
}

export const sortCartItems = <T extends CartSortItem>(items: readonly T[], key: CartSortKey): T[] =>
  [...items].sort(cartItemComparator(key));
