import type { MetaDescriptor } from 'react-router';
import type { ContentPageData } from './content-page.server';

// CONTRACT: title, description, canonical and robots of the page (client-safe: meta runs in the browser too).
export function contentMeta(_data: ContentPageData): MetaDescriptor[] {
  return [];
}
