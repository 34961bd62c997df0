import { classifyPage, CONTENT_PAGE_SLUGS, stripRouteLetter, type PageHint } from '@shop/domain';
import { data, type MetaDescriptor } from 'react-router';
import { categoryMeta } from '../catalogue/listing/category-meta';
import { loadCategoryPage, type CategoryPageData, type LoadedCategoryPage } from '../catalogue/listing/category-page.server';
import { productMeta } from '../catalogue/product/product-meta';
import { loadProductPage, type LoadedProductPage, type ProductPageData } from '../catalogue/product/product-page.server';
import { contentMeta } from '../content/content-meta';
import { loadContentPage, type ContentPageData } from '../content/content-page.server';
import type { ShopRequest } from './shop-context';
import { viewAssetsOf, type ViewAssets } from './view-assets';

type PageData = CategoryPageData | ProductPageData | ContentPageData;
type LoadedPage = LoadedCategoryPage | LoadedProductPage | ContentPageData;

/**
 * A page the catch-all found, with the browser files of the view that draws it and its head's
 * tags (computed here, so the browser needs no code for them: the route's meta hands them on).
 */
export type ResolvedPage = PageData & { readonly view: ViewAssets; readonly headTags: MetaDescriptor[] };

function pageMeta(page: LoadedPage): MetaDescriptor[] {
  if (page.kind === 'product') return productMeta(page);
  if (page.kind === 'category') return categoryMeta(page);
  return contentMeta(page);
}

/**
 * The module that draws each kind of page, as resolved-page.tsx imports it lazily (its path from
 * the storefront folder: the key of the build's list of browser files).
 */
const VIEW_MODULES: Record<PageData['kind'], string> = {
  product: 'app/catalogue/product/product-page.tsx',
  category: 'app/catalogue/listing/category-page.tsx',
  content: 'app/content/content-page.tsx',
};

/** The browser renders the head from headTags: what they were made of is not sent again. */
function withoutMeta<P extends { readonly meta: unknown }>({ meta: _meta, ...page }: P): Omit<P, 'meta'> {
  return page;
}

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
  let page: LoadedPage | null = null;
  if (kind === 'product') page = await loadProductPage(shop, segments.at(-1)!, shop.url);
  else if (kind === 'category') page = await loadCategoryPage(shop, segments, shop.url);
  else if (kind === 'content') page = await loadContentPage(shop, segments.join('/'));
  // CMS pages outside spec 1 §2's list (FAQ, volume discount, campaigns, own brands) look like a
  // one-segment category: they are asked for when no category has that slug.
  if (!page && kind === 'category' && segments.length === 1) page = await loadContentPage(shop, segments[0]!);
  if (!page) throw data(null, { status: 404 });
  const shown: PageData = page.kind === 'content' ? page : page.kind === 'product' ? withoutMeta(page) : withoutMeta(page);
  return { ...shown, view: viewAssetsOf(VIEW_MODULES[page.kind]), headTags: pageMeta(page) };
}
