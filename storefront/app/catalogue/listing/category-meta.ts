import type { MetaDescriptor } from 'react-router';
import type { CategoryPageData } from './category-page.server';

// CONTRACT: title, description, canonical and robots of the page (client-safe: meta runs in the browser too).
export function categoryMeta(_data: CategoryPageData): MetaDescriptor[] {
  return [];
}
