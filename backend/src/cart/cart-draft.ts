import type { CartDraft } from '@commercetools/platform-sdk';
import type { MarketContext } from '../api/call-context.js';
import type { SessionData } from '../api/session-data.js';
import { SHIPPING_METHOD_KEYS } from '../commerce/schema/index.js';

/** The shipping method every new cart starts with (spec 2 §3: parcel is the default). */
export const DEFAULT_SHIPPING_METHOD_KEY = SHIPPING_METHOD_KEYS.parcel;

/**
 * A new cart of the market's store (spec 2 §4): its currency and country, billing and shipping
 * country (so shipping methods match the market's zone), TrackOnly inventory and the default
 * shipping method, owned by the session's shopper.
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
    shippingMethod: { typeId: 'shipping-method', key: DEFAULT_SHIPPING_METHOD_KEY },
    ...owner,
  };
}
