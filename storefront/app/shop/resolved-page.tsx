import type { MetaDescriptor } from 'react-router';
import { CategoryPage } from '../catalogue/listing/category-page';
import { ProductPage } from '../catalogue/product/product-page';
import { ContentPage } from '../content/content-page';
import type { ResolvedPage } from './page-resolver.server';
import { categoryMeta } from '../catalogue/listing/category-meta';
import { productMeta } from '../catalogue/product/product-meta';
import { contentMeta } from '../content/content-meta';

export function ResolvedPageView({ page }: { page: ResolvedPage }) {
  if (page.kind === 'product') return <ProductPage data={page} />;
  if (page.kind === 'category') return <CategoryPage data={page} />;
  return <ContentPage data={page} />;
}

export function resolvedPageMeta(page: ResolvedPage | undefined): MetaDescriptor[] {
  if (!page) return [];
  if (page.kind === 'product') return productMeta(page);
  if (page.kind === 'category') return categoryMeta(page);
  return contentMeta(page);
}
