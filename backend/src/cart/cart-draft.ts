import type { CartDraft } from '@commercetools/platform-sdk';
import type { MarketContext } from '../api/call-context.js';
import type { SessionData } from '../api/session-data.js';

/**
 * A new cart of the market's store (spec 2 §4): its currency and country, billing and shipping
 * country (so shipping methods match the market's zone) and TrackOnly inventory, owned by the
 * session's shopper. Reading chosen: the spec's draft also names the default shipping method;
 * the shop sets it with the cart's first line instead (default-shipping-plan.ts), because a cart
 * with a method charges its fee, and an empty cart costs nothing.
 */
export function cartDraftFor(market: MarketContext, session: SessionData): CartDraft {
  const owner = session.customerId !== undefined ? { customerId: session.customerId } : { anonymousId: session.anonymousId };
  return {
    currency: market.currency,
    country: market.country,
    store: { typeId: 'store', key: market.storeKey },
    inventoryMode: 'TrackOnly',
    billingAddress: { country: market.country },
    shippingAddress: { country: market.country },
    ...owner,
  };
}
