import type { ProductPageData } from './product-page.server';

// CONTRACT (owned by the product helper): replace the body, keep the signature.
export function ProductPage(_: { data: ProductPageData }) {
  return null;
}
