import type { CategoryPageData } from './category-page.server';

// CONTRACT (owned by the listing helper): replace the body, keep the signature.
export function CategoryPage(_: { data: CategoryPageData }) {
  return null;
}
