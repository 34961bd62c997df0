import type { Cart, CartSetLineItemDistributionChannelAction, CartSetLineItemSupplyChannelAction, LineItem } from '@commercetools/platform-sdk';
import type { CartContext } from '../cart-context.js';
import { channelReference } from './channel-reference.js';
import { findLine, replaceLine } from './line-lookup.js';

/** Sets the line's supply channel (the stock it is taken from); no channel removes it. */
export function setLineItemSupplyChannel(cart: Cart, action: CartSetLineItemSupplyChannelAction, context: CartContext): Cart {
  const line = findLine(cart, action.lineItemId, action.lineItemKey);
  const { supplyChannel: _previous, ...rest } = line;
  if (!action.supplyChannel) return replaceLine(cart, { ...rest, lastModifiedAt: context.now } as LineItem);
  return replaceLine(cart, {
    ...rest, supplyChannel: channelReference(action.supplyChannel, 'InventorySupply', cart, context), lastModifiedAt: context.now,
  } as LineItem);
}

/**
 * Sets the line's distribution channel, which takes part in its price selection (the
 * recalculation then picks the channel's price, or a price without channel); none removes it.
 */
export function setLineItemDistributionChannel(cart: Cart, action: CartSetLineItemDistributionChannelAction, context: CartContext): Cart {
  const line = findLine(cart, action.lineItemId, action.lineItemKey);
  const { distributionChannel: _previous, ...rest } = line;
  if (!action.distributionChannel) return replaceLine(cart, { ...rest, lastModifiedAt: context.now } as LineItem);
  return replaceLine(cart, {
    ...rest, distributionChannel: channelReference(action.distributionChannel, 'ProductDistribution', cart, context), lastModifiedAt: context.now,
  } as LineItem);
}
