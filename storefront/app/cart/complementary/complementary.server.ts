import { COMPLEMENTARY_PRODUCTS_LIMIT } from '@shop/domain';
import { data } from 'react-router';
import type { ProductsAnswer } from '../../catalogue/product/backend-product';
import { BackendError } from '../../shop/backend.server';
import { isToken } from '../../shop/form-fields';
import type { ShopRequest } from '../../shop/shop-context';
import { MAX_SKU_LENGTH } from '../add-to-cart-input';
import { toComplementaryProducts, type ComplementaryAnswer } from './complementary-products';

/**
 * `GET /cart/complementary.json?sku=…`: the complementary products of the SKU just added (README
 * getComplementaryProductsBySku). Spec 2 §8: the query's errors give nothing; an unknown SKU
 * (the backend's 404) has none either. Only the backend being away is told as such, so the
 * sidebar can fall back to the cart. Answered, never thrown: a fetcher's thrown error would take
 * the page's error boundary.
 */
export async function complementaryLoader(shop: ShopRequest, request: Request) {
  const sku = (new URL(request.url).searchParams.get('sku') ?? '').trim();
  if (!isToken(sku, MAX_SKU_LENGTH)) {
    return data<ComplementaryAnswer>({ sku, products: [] }, { status: 400, statusText: 'Bad sku' });
  }
  try {
    const answer = await shop.backend.call<ProductsAnswer>('getComplementaryProductsBySku', [{ skus: [sku], limit: COMPLEMENTARY_PRODUCTS_LIMIT }]);
    return data<ComplementaryAnswer>({ sku, products: toComplementaryProducts(answer.products, shop.language, shop) });
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) return data<ComplementaryAnswer>({ sku, products: [] });
    console.warn(`Complementary products of ${sku} failed: ${(error as Error).message}`);
    return data<ComplementaryAnswer>({ sku, error: 'unavailable' }, { status: 503 });
  }
}
