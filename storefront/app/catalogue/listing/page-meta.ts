import type { MetaDescriptor } from 'react-router';

/** The shop's name in page titles. */
export const SHOP_NAME = 'ProEquip';

/** What a listing page says about itself to search engines (spec 1 §2), computed by its loader. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** Absolute; keeps only the index allow-list's `page`, and only above 1. */
  readonly canonical: string;
  readonly robots: 'index, follow' | 'noindex, nofollow';
}

/** The meta descriptors of a listing page (client-safe: meta runs in the browser too). */
export function pageMetaDescriptors(meta: PageMeta): MetaDescriptor[] {
  return [
    { title: meta.title },
    { name: 'description', content: meta.description },
    { name: 'robots', content: meta.robots },
    { tagName: 'link', rel: 'canonical', href: meta.canonical },
  ];
}
