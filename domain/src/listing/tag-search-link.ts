/** Search page links filter by one tag with this query key (spec 1 §2). */
export const TAG_SEARCH_QUERY_KEY = '[refinementList][tags][0]';
export const TAG_SEARCH_LINK_TAGS = ['on-sale', 'bestseller'] as const;
export type TagSearchLinkTag = (typeof TAG_SEARCH_LINK_TAGS)[number];

export const SEARCH_PATH = '/search';

const FORBIDDEN_IN_PATH = /['"?#\s\\]/;

/**
 * A category path as its page is linked: lower case (upper-case paths redirect, spec 1 §2), one
 * leading slash, and a trailing slash, which category pages keep under the slash rule.
 */
function categoryPagePath(categoryPath: string): string {
  const trimmed = categoryPath.replace(/^\/+|\/+$/g, '');
  if (trimmed === '' || FORBIDDEN_IN_PATH.test(trimmed) || trimmed.includes('//')) {
    throw new RangeError(`not a category path: "${categoryPath}"`);
  }
  return `/${trimmed.toLowerCase()}/`;
}

/**
 * The link to the on-sale or bestseller listing, on the search page or under a category path
 * (spec 1 §2), e.g. "/search?[refinementList][tags][0]=on-sale". Readings chosen: the key's brackets
 * are written as the spec writes them, not percent-encoded; the language prefix is the caller's,
 * like every other localised link.
 */
export function tagSearchLink(tag: TagSearchLinkTag, categoryPath?: string): string {
  const path = categoryPath === undefined ? SEARCH_PATH : categoryPagePath(categoryPath);
  return `${path}?${TAG_SEARCH_QUERY_KEY}=${encodeURIComponent(tag)}`;
}
