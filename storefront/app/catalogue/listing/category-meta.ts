import type { MetaDescriptor } from 'react-router';
import type { LoadedCategoryPage } from './category-page.server';
import { pageMetaDescriptors } from './page-meta';

/** Title, description, canonical and robots of a category page (client-safe: meta runs in the browser too). */
export function categoryMeta(data: LoadedCategoryPage): MetaDescriptor[] {
  return pageMetaDescriptors(data.meta);
}
