import type { Cart } from '@commercetools/platform-sdk';
import type { Lookup } from '../store/document-store.js';

/** Carts are found by customer (sign-in, "my cart"), anonymous session and store. */
export const cartLookups = (cart: Cart): Lookup[] => [
  ...(cart.customerId ? [{ name: 'customer', value: cart.customerId }] : []),
  ...(cart.anonymousId ? [{ name: 'anonymous', value: cart.anonymousId }] : []),
  ...(cart.store?.key ? [{ name: 'store', value: cart.store.key }] : []),
  { name: 'state', value: cart.cartState },
];
