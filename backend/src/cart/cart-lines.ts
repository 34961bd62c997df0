import type { Cart, LineItem } from '@commercetools/platform-sdk';

/** The cart's standard line of a SKU (gift lines are the platform's, not the shopper's to change). */
export const lineOfSku = (cart: Cart, sku: string): LineItem | undefined =>
  cart.lineItems.find((line) => line.variant.sku === sku && line.lineItemMode !== 'GiftLineItem');
