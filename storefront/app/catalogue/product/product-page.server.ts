import type { ShopRequest } from '../../shop/shop-context';

// CONTRACT (owned by the product helper): replace the body, keep the signatures.
export interface ProductPageData {
  readonly kind: 'product';
}

/** The product page of this slug (the 8-digit-ending slug), or null when no published product has it. */
export async function loadProductPage(_shop: ShopRequest, _slug: string, _url: URL): Promise<ProductPageData | null> {
  return null;
}
