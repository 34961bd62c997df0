import type { MetaDescriptor } from 'react-router';
import type { ProductPageData } from './product-page.server';

// CONTRACT: title, description, canonical and robots of the page (client-safe: meta runs in the browser too).
export function productMeta(_data: ProductPageData): MetaDescriptor[] {
  return [];
}
