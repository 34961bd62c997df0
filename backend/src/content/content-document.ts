import type { LocaleCode } from '@shop/markets';
import type { ContentBlockType } from './content-block-types.js';

/** Pages are whole CMS pages (home, terms, campaigns…); components are pieces shared by pages (footer, promo banners…). */
export const CONTENT_KINDS = ['pages', 'components'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** One document's address: `pages/shipping-info-cs-CZ.json` is { pages, shipping-info, cs-CZ }. */
export interface ContentKey {
  readonly kind: ContentKind;
  readonly slug: string;
  readonly locale: LocaleCode;
}

export const contentFileName = (key: Pick<ContentKey, 'slug' | 'locale'>): string => `${key.slug}-${key.locale}.json`;

/** A block: its type names the storefront component, the other fields are that component's props. */
export interface ContentBlock {
  readonly type: ContentBlockType;
  readonly [prop: string]: unknown;
}

/**
 * What `content` holds in an answer. Only `blocks` is required: a CMS may add fields (title,
 * meta, anything its pages need) and they are passed through as written.
 */
export interface ContentDocument {
  readonly blocks: readonly ContentBlock[];
  readonly [field: string]: unknown;
}
