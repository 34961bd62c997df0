import type { ShopRequest } from '../../shop/shop-context';

// CONTRACT (owned by the listing helper): replace the body, keep the signatures.
export interface CategoryPageData {
  readonly kind: 'category';
}

/** The category listing at these (prefix-free, letter-free) path segments, or null when no category has that slug. */
export async function loadCategoryPage(_shop: ShopRequest, _segments: readonly string[], _url: URL): Promise<CategoryPageData | null> {
  return null;
}
