import type { ShopRequest } from '../../shop/shop-context';
import { createTtlCache } from '../../shop/ttl-cache.server';

interface StoreAnswer {
  readonly data: readonly { readonly custom?: { readonly fields?: Record<string, unknown> } }[];
}

/** Bank details and the COD fee are the same for every shopper of a store: asked for once a minute. */
const storeFields = createTtlCache<Readonly<Record<string, unknown>>>({ ttlMs: 60_000 });

/** The market store's custom fields (getStores by key); a failure is the caller's to handle. */
export const storeFieldsOf = (shop: ShopRequest): Promise<Readonly<Record<string, unknown>>> =>
  storeFields.get(shop.storeKey, async () => (await shop.backend.call<StoreAnswer>('getStores', [{ key: shop.storeKey }])).data[0]?.custom?.fields ?? {});
