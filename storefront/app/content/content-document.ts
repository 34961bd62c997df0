/**
 * A CMS document as the backend answers it (`{ content }` of GET /api/content/pages/{key}.json):
 * only `blocks` is required; `title` and `meta` are read when present. Block props are the CMS's
 * and are read defensively by each block (blocks/props.ts): the CMS is trusted less than our code.
 */
export interface ContentBlock {
  readonly type: string;
  readonly [prop: string]: unknown;
}

export type ContentKind = 'pages' | 'components';

export type Robots = 'index, follow' | 'noindex, nofollow';

/** The fields of a document the storefront uses, checked. */
export interface ContentDocument {
  /** The CMS's own slug (an alias such as privacy-data answers the 'privacy' document). */
  readonly slug?: string;
  readonly locale?: string;
  readonly title?: string;
  readonly metaTitle?: string;
  readonly metaDescription?: string;
  readonly robots?: Robots;
  readonly blocks: readonly ContentBlock[];
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

const isBlock = (value: unknown): value is ContentBlock =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { type?: unknown }).type === 'string';

/** The backend's `content`, or undefined when it is not a document (no blocks list). */
export function readContentDocument(content: unknown): ContentDocument | undefined {
  if (typeof content !== 'object' || content === null) return undefined;
  const record = content as Record<string, unknown>;
  if (!Array.isArray(record['blocks'])) return undefined;
  const meta = (typeof record['meta'] === 'object' && record['meta'] !== null ? record['meta'] : {}) as Record<string, unknown>;
  const robots = meta['robots'] === 'noindex, nofollow' ? 'noindex, nofollow' : meta['robots'] === 'index, follow' ? 'index, follow' : undefined;
  const fields = {
    slug: text(record['slug']),
    locale: text(record['locale']),
    title: text(record['title']),
    metaTitle: text(meta['title']),
    metaDescription: text(meta['description']),
    robots,
  };
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...defined, blocks: (record['blocks'] as unknown[]).filter(isBlock) };
}
