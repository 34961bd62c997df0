import type { ChannelDraft } from '@commercetools/platform-sdk';
import { COUNTRY_SITE_LIST } from '@shop/markets';
import { channelKey } from './keys.js';

/**
 * One channel per store, both its supply (inventory) and distribution (prices) channel, as the
 * store entity lists both (spec 1 §3). Prices and stock are seeded without a channel (the
 * storefront reads availability.noChannel), so the channels exist for the stores to name.
 */
export function channels(): ChannelDraft[] {
  return COUNTRY_SITE_LIST.map((site) => ({
    key: channelKey(site.storeKey),
    roles: ['InventorySupply', 'ProductDistribution'],
    name: Object.fromEntries(site.localisations.map((l) => [l.language, `ProEquip ${l.label}`])),
  }));
}
