import type { ProductsAnswer } from '../../catalogue/product/backend-product';
import type { ShopRequest } from '../../shop/shop-context';
import { createTtlCache } from '../../shop/ttl-cache.server';
import { LISTED_GUARANTEE_SKUS, toGuaranteeProducts, type GuaranteeProduct } from './guarantee-products';

/**
 * Spec 2 §4: "the guarantee product list loads once". Kept per store and language-country in
 * this process, for a long time: guarantees change with the merchant's catalogue, not by the
 * minute. A failure is not kept, so the next cart view asks again.
 */
const GUARANTEE_LIST_TTL_MS = 30 * 60_000;
const guaranteeLists = createTtlCache<readonly GuaranteeProduct[]>({ ttlMs: GUARANTEE_LIST_TTL_MS });

/** The published guarantees enabled on this market and language (domain enabled-on-market). */
export function loadGuarantees(shop: Pick<ShopRequest, 'backend' | 'storeKey' | 'locale' | 'language'>): Promise<readonly GuaranteeProduct[]> {
  return guaranteeLists.get(`${shop.storeKey}|${shop.locale}`, async () => {
    // tagManager: every published product of the SKUs, in stock or not (a guarantee has no stock of its own).
    const answer = await shop.backend.call<ProductsAnswer>('getProduct', [{ query: 'tagManager', skus: LISTED_GUARANTEE_SKUS }]);
    return toGuaranteeProducts(answer.products, shop.language, shop.locale);
  });
}
