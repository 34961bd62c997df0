import { CATEGORY_PATH_SEPARATOR, categoryLevelAttribute, categoryListingPath, type CategoryLevel } from '@shop/domain';
import type { ShopRequest } from '../../shop/shop-context';
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
  readonly meta: PageMeta;
}

/** The index holds category levels 0 to 4 (spec 1 §2); a deeper category filters by its fifth level. */
const MAX_LEVEL: CategoryLevel = 4;

async function categories(shop: ShopRequest, payload: Record<string, unknown>): Promise<readonly CategoryRecord[]> {
  const answer = await shop.backend.call<CategoriesAnswer>('getCategory', [payload]);
  return answer.categories.results;
}

/**
 * The category listing at these (prefix-free, letter-free) path segments, or null when no category
 * has that slug. Reading chosen: a category is found by its own slug, the path's last segment.
 */
export async function loadCategoryPage(shop: ShopRequest, segments: readonly string[], url: URL): Promise<CategoryPageData | null> {
  const slug = segments.at(-1);
  if (!slug) return null;
  const [found, children] = await Promise.all([
    categories(shop, { slug }),
    categories(shop, { query: 'children', slug }),
  ]);
  const category = found[0];
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
    listing,
    meta: listingMeta(shop, {
      title: category.metaTitle?.[shop.language] ?? own.name,
      description: metaDescription,
      path: categoryListingPath(own.slug, shop.nativeRouting),
      page: listing.state.params.page,
    }),
  };
}
