import { classifyPage, CONTENT_PAGE_SLUGS, stripRouteLetter, type PageHint } from '@shop/domain';
import { data } from 'react-router';
import { loadCategoryPage, type CategoryPageData } from '../catalogue/listing/category-page.server';
import { loadProductPage, type ProductPageData } from '../catalogue/product/product-page.server';
import { loadContentPage, type ContentPageData } from '../content/content-page.server';
import type { ShopRequest } from './shop-context';

export type ResolvedPage = CategoryPageData | ProductPageData | ContentPageData;

/** The path's segments without the language prefix, decoded. */
function pageSegments(shop: ShopRequest): string[] {
  const segments = shop.url.pathname.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment));
  return shop.languagePrefix ? segments.slice(1) : segments;
}

/**
 * The catch-all of spec 1 §2 (and the native /c/, /p/ routes): the path is already canonical (the
 * root middleware redirected otherwise), so its shape says what to look up; what the backend does
 * not know is the 404 page.
 */
export async function resolvePage(shop: ShopRequest, forcedHint?: PageHint): Promise<ResolvedPage> {
  if (shop.notFound) throw data(null, { status: 404 });
  const lettered = stripRouteLetter(pageSegments(shop));
  const hint = forcedHint ?? lettered.hint;
  const segments = lettered.segments;
  const kind = classifyPage(segments, hint, [...CONTENT_PAGE_SLUGS, ...(shop.contentSlugs ?? [])]);
  let page: ResolvedPage | null = null;
  if (kind === 'product') page = await loadProductPage(shop, segments.at(-1)!, shop.url);
  else if (kind === 'category') page = await loadCategoryPage(shop, segments, shop.url);
  else if (kind === 'content') page = await loadContentPage(shop, segments.join('/'));
  // CMS pages outside spec 1 §2's list (FAQ, volume discount, campaigns, own brands) look like a
  // one-segment category: they are asked for when no category has that slug.
  if (!page && kind === 'category' && segments.length === 1) page = await loadContentPage(shop, segments[0]!);
  if (!page) throw data(null, { status: 404 });
  return page;
}
