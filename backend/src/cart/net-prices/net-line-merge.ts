import type { Cart, CartUpdateAction, LineItem } from '@commercetools/platform-sdk';
import { parentSkuOf } from '../../commerce/schema/index.js';

/** A NET cart's product line at its net external price (net-price-sync.ts), the one an add of its SKU and channels joins. */
const netLineFor = (cart: Cart, action: CartUpdateAction & { action: 'addLineItem' }): LineItem | undefined =>
  cart.lineItems.find((line) => line.priceMode === 'ExternalPrice' && parentSkuOf(line) === undefined && line.lineItemMode !== 'GiftLineItem'
    && line.variant.sku === action.sku && line.supplyChannel?.id === action.supplyChannel?.id
    && line.distributionChannel?.id === action.distributionChannel?.id);

/**
 * In a NET cart an add of a SKU the cart already holds raises that line's quantity: the platform
 * merges an add only into a line it prices itself, so without this the net-priced line would get
 * a twin. The added units keep the line's net unit price. A guarantee (custom fields), an add with
 * its own external price or with a channel named by key stays an add. Quantities follow the
 * batch: a change or removal of the line earlier in it is counted.
 */
export function mergeAddsIntoNetLines(cart: Cart, planned: readonly CartUpdateAction[]): CartUpdateAction[] {
  const quantities = new Map<string, number>(cart.lineItems.map((line) => [line.id, line.quantity]));
  return planned.map((action): CartUpdateAction => {
    if (action.action === 'changeLineItemQuantity' && action.lineItemId) quantities.set(action.lineItemId, action.quantity);
    if (action.action === 'removeLineItem' && action.lineItemId) {
      const left = action.quantity === undefined ? 0 : (quantities.get(action.lineItemId) ?? 0) - action.quantity;
      quantities.set(action.lineItemId, Math.max(0, left));
    }
    if (action.action !== 'addLineItem' || action.custom || action.externalPrice || action.externalTotalPrice) return action;
    if (action.supplyChannel?.key !== undefined || action.distributionChannel?.key !== undefined) return action;
    const line = netLineFor(cart, action);
    const current = line && quantities.get(line.id);
    if (!line || !current) return action;
    const quantity = current + (action.quantity ?? 1);
    quantities.set(line.id, quantity);
    return { action: 'changeLineItemQuantity', lineItemId: line.id, quantity };
  });
}
