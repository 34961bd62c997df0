import type { MetaDescriptor } from 'react-router';
import { pageMetaDescriptors } from '../catalogue/listing/page-meta';
import type { SearchPageData } from './search-page.server';

export function searchMeta(data: SearchPageData | undefined): MetaDescriptor[] {
  return data ? pageMetaDescriptors(data.meta) : [];
}
