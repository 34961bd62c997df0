import { localized, shownText, type LocalizedText } from './backend-product';
import { categoryHref, type LinkMarket } from './product-href';
import type { BreadcrumbView } from './product-view';

/** A category as getCategory answers it: every language's texts, ancestors expanded root first. */
export interface BackendCategory {
  readonly id: string;
  readonly name: LocalizedText;
  readonly slug: LocalizedText;
  readonly ancestors?: readonly { readonly id: string; readonly obj?: { readonly name: LocalizedText; readonly slug: LocalizedText } }[];
}

export interface CategoriesAnswer {
  readonly categories: { readonly results: readonly BackendCategory[] };
}

/**
 * The category trail of a product page, root first, each linked to its listing. An ancestor the
 * backend did not expand ends the trail above it (a crumb without a page is no help).
 */
export function breadcrumbsOf(category: BackendCategory, language: string, market: LinkMarket): BreadcrumbView[] {
  const chain = [...(category.ancestors ?? []).map((ancestor) => ancestor.obj), category];
  const firstMissing = chain.findLastIndex((entry) => entry === undefined);
  const known = chain.slice(firstMissing + 1) as { name: LocalizedText; slug: LocalizedText }[];
  const crumbs: BreadcrumbView[] = [];
  const slugs: string[] = [];
  for (const entry of known) {
    const name = shownText(entry.name, language);
    const slug = localized(entry.slug, language);
    if (!name || !slug) return crumbs;
    slugs.push(slug);
    crumbs.push({ name, href: categoryHref(slugs, market) });
  }
  return crumbs;
}
