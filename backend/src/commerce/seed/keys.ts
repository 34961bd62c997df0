import type { CountryCode } from '@shop/domain';

/*
 * Every resource the seed creates has a key, and drafts reference each other by key only, so the
 * same data loads into a real commercetools project (idempotently, key by key) and into the
 * embedded engine, where ids are assigned on load. commercetools keys allow [A-Za-z0-9_-], 2-256.
 */

export const zoneKey = (country: CountryCode): string => `zone-${country.toLowerCase()}`;

/** One channel per store: 'channel-ex-sk'. */
export const channelKey = (storeKey: string): string => `channel-${storeKey}`;

/** Products and their single variant are keyed by SKU, which is unique and already key-safe. */
export const productKey = (sku: string): string => sku;

export const inventoryKey = (sku: string): string => `inventory-${sku}`;

export const reviewKey = (sku: string, index: number): string => `review-${sku}-${index + 1}`;

import { SHIPPING_METHOD_KEYS, TAX_CATEGORY_KEYS } from '../schema/resource-keys.js';

export { SHIPPING_METHOD_KEYS, TAX_CATEGORY_KEYS };
