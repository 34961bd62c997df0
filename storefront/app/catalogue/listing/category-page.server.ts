import { CATEGORY_PATH_SEPARATOR, categoryLevelAttribute, categoryListingPath, type CategoryLevel } from '@shop/domain';
import type { ShopRequest } from '../../shop/shop-context';
import { createTtlCache } from '../../shop/ttl-cache.server';
import { byOrderHint, categoryLink, type CategoriesAnswer, type CategoryLink, type CategoryRecord } from './category-record';
import { listingMeta } from './listing-meta.server';
import { loadListing, type ListingData } from './listing.server';
import type { PageMeta } from './page-meta';
import { serverIntl } from './server-intl.server';

/** A subcategory as the category page links it, with its product count in the current listing. */
export interface SubcategoryLink extends CategoryLink {
  readonly count: number;
}

export interface CategoryPageData {
  readonly kind: 'category';
  readonly name: string;
  readonly slug: string;
  readonly description?: string;
  /** Ancestors from the root down (the page itself is the breadcrumb's last, unlinked, entry). */
  readonly ancestors: readonly CategoryLink[];
  readonly subcategories: readonly SubcategoryLink[];
  readonly listing: ListingData;
}

/** The page with what its head tags are made of: the browser gets the tags (page-resolver.server.ts), not this. */
export interface LoadedCategoryPage extends CategoryPageData {
  readonly meta: PageMeta;
}

/** The index holds category levels 0 to 4 (spec 1 §2); a deeper category filters by its fifth level. */
const MAX_LEVEL: CategoryLevel = 4;

interface CategoryWithChildren {
  readonly category?: CategoryRecord;
  readonly children: readonly CategoryRecord[];
}

// A category and its children are the same for every shopper of a market: asked for once a minute
// per slug (as the product page's breadcrumbs are), not twice on every page view.
const categoryCache = createTtlCache<CategoryWithChildren>({ ttlMs: 60_000, maxEntries: 2000 });

function categoryWithChildren(shop: ShopRequest, slug: string): Promise<CategoryWithChildren> {
  const categories = async (payload: Record<string, unknown>) => (await shop.backend.call<CategoriesAnswer>('getCategory', [payload])).categories.results;
  return categoryCache.get(`${shop.storeKey}|${shop.locale}|${slug}`, async () => {
    const [found, children] = await Promise.all([categories({ slug }), categories({ query: 'children', slug })]);
    return { ...(found[0] ? { category: found[0] } : {}), children };
  });
}

/**
 * The category listing at these (prefix-free, letter-free) path segments, or null when no category
 * has that slug. Reading chosen: a category is found by its own slug, the path's last segment.
 */
export async function loadCategoryPage(shop: ShopRequest, segments: readonly string[], url: URL): Promise<LoadedCategoryPage | null> {
  const slug = segments.at(-1);
  if (!slug) return null;
  const { category, children } = await categoryWithChildren(shop, slug);
  const own = category && categoryLink(category, shop.language);
  if (!category || !own) return null;

  const ancestors = (category.ancestors ?? [])
    .map((ancestor) => ancestor.obj && categoryLink(ancestor.obj, shop.language))
    .filter((link): link is CategoryLink => link !== undefined);
  const names = [...ancestors.map((ancestor) => ancestor.name), own.name];
  const level = Math.min(names.length - 1, MAX_LEVEL) as CategoryLevel;
  const path = names.slice(0, level + 1).join(CATEGORY_PATH_SEPARATOR);

  const listing = await loadListing(shop, url, { scope: { category: { level, path } }, allowQuery: false });

  // Subcategories with products in this listing, counted by the next level's facet.
  const counts = listing.result.categories?.attribute === categoryLevelAttribute(Math.min(level + 1, MAX_LEVEL) as CategoryLevel)
    ? new Map(listing.result.categories.values.map((value) => [value.value, value.count]))
    : new Map<string, number>();
  const subcategories = [...children]
    .sort(byOrderHint)
    .map((child) => categoryLink(child, shop.language))
    .filter((link): link is CategoryLink => link !== undefined)
    .map((link) => ({ ...link, count: counts.get(`${path}${CATEGORY_PATH_SEPARATOR}${link.name}`) ?? 0 }))
    .filter((link) => link.count > 0);

  // The next level's facet served the counts above; the page has no category filter and reports
  // no search clicks, so neither it nor the index name goes to the browser.
  const { categories: _categories, index: _index, ...shownResult } = listing.result;

  const intl = serverIntl(shop.locale);
  const description = category.description?.[shop.language];
  const metaDescription =
    category.metaDescription?.[shop.language] ??
    intl.formatMessage({ id: 'listing.metaDescription' }, { name: own.name, count: listing.result.nbHits });
  return {
    kind: 'category',
    name: own.name,
    slug: own.slug,
    ...(description ? { description } : {}),
    ancestors,
    subcategories,
    listing: { ...listing, result: shownResult },
    meta: listingMeta(shop, {
      title: category.metaTitle?.[shop.language] ?? own.name,
      description: metaDescription,
      path: categoryListingPath(own.slug, shop.nativeRouting),
      page: listing.state.params.page,
    }),
  };
}
