import type { Cart, LineItem } from '@commercetools/platform-sdk';
import { invalidInput } from '../../../port/commerce-error.js';

/** The line an action names by id or key; commercetools' 400 when the cart has none. */
export function findLine(cart: Cart, lineItemId: string | undefined, lineItemKey: string | undefined): LineItem {
  const line = cart.lineItems.find((item) => (lineItemId ? item.id === lineItemId : item.key === lineItemKey));
  if (!line) throw invalidInput(`A line item with ID '${lineItemId ?? lineItemKey}' not found.`, 'InvalidInput');
  return line;
}

export const replaceLine = (cart: Cart, line: LineItem): Cart => ({
  ...cart,
  lineItems: cart.lineItems.map((item) => (item.id === line.id ? line : item)),
});
