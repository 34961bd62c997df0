import { ContentUnavailableError, fetchContentDocument } from '../content/content-source.server';
import type { ContentBlock, Robots } from '../content/content-document';
import { loadBlockProducts, type BlockProductsByPath } from '../content/products/block-products.server';
import type { ShopRequest } from '../shop/shop-context';
import { viewAssetsOf } from '../shop/view-assets';
import { CONTENT_BLOCKS_MODULE } from '../content/lazy-content-blocks';
import { titleBlockPath } from '../content/blocks/block-tree';

/** The CMS's home document slug (spec 1 §2: home-{languageAndCountry}). */
export const HOME_SLUG = 'home';

/** Whether the CMS gave a home: 'missing' when it has none for the locale, 'unavailable' when it did not answer. */
export type HomeStatus = 'ok' | 'missing' | 'unavailable';

export interface HomePageData {
  readonly status: HomeStatus;
  readonly title?: string;
  readonly description?: string;
  readonly robots: Robots;
  readonly canonical: string;
  readonly blocks: readonly ContentBlock[];
  /** Whether a block is the page's h1 (else the page has its own); decided here, so the route's script does not carry the block readers. */
  readonly titled: boolean;
  /** The block renderer's stylesheets, linked in the body before the blocks (the head's would hold back the whole first paint). */
  readonly blockStylesheets: readonly string[];
  /** Rows below the first screen are asked for by the browser once the page is drawn. */
  readonly products: BlockProductsByPath;
  readonly renderedAt: number;
}

/** The home page of the shopper's locale from the CMS; without one, the page still renders its frame. */
export async function loadHomePage(shop: ShopRequest): Promise<HomePageData> {
  const frame = { robots: 'index, follow' as const, canonical: `${shop.origin}${shop.url.pathname}`, renderedAt: Date.now() };
  let document;
  try {
    document = await fetchContentDocument(shop, 'pages', HOME_SLUG);
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    console.error(error.message);
    return { ...frame, status: 'unavailable', blocks: [], titled: false, blockStylesheets: [], products: {} };
  }
  if (!document) return { ...frame, status: 'missing', blocks: [], titled: false, blockStylesheets: [], products: {} };
  const title = document.metaTitle ?? document.title;
  return {
    ...frame,
    status: 'ok',
    ...(title ? { title } : {}),
    ...(document.metaDescription ? { description: document.metaDescription } : {}),
    robots: document.robots ?? 'index, follow',
    blocks: document.blocks,
    titled: titleBlockPath(document.blocks) !== undefined,
    blockStylesheets: viewAssetsOf(CONTENT_BLOCKS_MODULE).css,
    products: await loadBlockProducts(shop, document.blocks, HOME_SLUG),
  };
}
