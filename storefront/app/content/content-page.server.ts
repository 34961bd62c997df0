import { data } from 'react-router';
import type { ShopRequest } from '../shop/shop-context';
import type { ContentBlock, Robots } from './content-document';
import { ContentUnavailableError, fetchContentDocument } from './content-source.server';
import { loadBlockProducts, type BlockProductsByPath } from './products/block-products.server';

/** A CMS page ready to render: its head, its checked blocks and the products its blocks show. */
export interface ContentPageData {
  readonly kind: 'content';
  /** The CMS key, `terms-and-conditions-fr-CH`. */
  readonly key: string;
  readonly title: string;
  readonly description?: string;
  readonly robots: Robots;
  /** The page's own URL: the request path is canonical already (the root middleware redirected otherwise). */
  readonly canonical: string;
  readonly blocks: readonly ContentBlock[];
  /** First-screen rows arrive with the page, the browser asks for the others. */
  readonly products: BlockProductsByPath;
  /** Server time of the render, so countdowns hydrate with the text the server wrote. */
  readonly renderedAt: number;
}

/**
 * A CMS document as a page: null when the CMS has no document for the key (the caller's 404);
 * a backend failure is a 503, not a missing page.
 */
export async function loadContentDocumentPage(shop: ShopRequest, slug: string): Promise<ContentPageData | null> {
  let document;
  try {
    document = await fetchContentDocument(shop, 'pages', slug);
  } catch (error) {
    if (error instanceof ContentUnavailableError) {
      console.error(error.message);
      throw data(null, { status: 503 });
    }
    throw error;
  }
  if (!document) return null;
  const title = document.metaTitle ?? document.title ?? slug;
  const description = document.metaDescription;
  return {
    kind: 'content',
    key: `${slug}-${shop.locale}`,
    title,
    ...(description ? { description } : {}),
    robots: document.robots ?? 'index, follow',
    canonical: `${shop.origin}${shop.url.pathname}`,
    blocks: document.blocks,
    products: await loadBlockProducts(shop, document.blocks, slug),
    renderedAt: Date.now(),
  };
}

/** The CMS page of this slug in the shopper's locale, or null when it has none. */
export async function loadContentPage(shop: ShopRequest, slug: string): Promise<ContentPageData | null> {
  // The home document is the home page's; a key is one path segment, never a path.
  if (slug === '' || slug === 'home') return null;
  if (slug.includes('/')) {
    console.info(`Invalid CMS key pages/${JSON.stringify(slug).slice(0, 200)} (a path, not a slug): no content`);
    return null;
  }
  return loadContentDocumentPage(shop, slug);
}
