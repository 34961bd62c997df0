import type { MetaDescriptor } from 'react-router';
import type { ContentPageData } from './content-page.server';

export interface ContentHead {
  readonly title: string;
  readonly description?: string;
  readonly robots: string;
  readonly canonical: string;
}

/** The head of a CMS-made page (content pages and home): title, description, canonical and robots. */
export function contentHeadMeta(head: ContentHead): MetaDescriptor[] {
  return [
    { title: head.title },
    ...(head.description ? [{ name: 'description', content: head.description }, { property: 'og:description', content: head.description }] : []),
    { property: 'og:title', content: head.title },
    { name: 'robots', content: head.robots },
    { tagName: 'link', rel: 'canonical', href: head.canonical },
  ];
}

// Client-safe: meta runs in the browser too.
export function contentMeta(data: ContentPageData): MetaDescriptor[] {
  return contentHeadMeta(data);
}
