import type { ShopRequest } from '../shop/shop-context';

// CONTRACT (owned by the content helper): replace the body, keep the signatures.
export interface ContentPageData {
  readonly kind: 'content';
}

/** The CMS page of this slug in the shopper's locale, or null when it has none. */
export async function loadContentPage(_shop: ShopRequest, _slug: string): Promise<ContentPageData | null> {
  return null;
}
