/**
 * The content routes of spec 1 §2 whose CMS page carries another slug (the spec names the pages
 * "privacy", "returns", "shipping info"… and the routes /privacy-data/, /return-policy/…). The
 * catch-all route can ask for either name; both answer the same document. Data, not code: a
 * renamed route is one more row.
 */
export const PAGE_SLUG_ALIASES: Readonly<Record<string, string>> = {
  'privacy-data': 'privacy',
  'return-policy': 'returns',
  'dispatch-information': 'shipping-info',
  'battery-regulations': 'battery-regulation',
  // The spec's spelling of the route.
  'premium-gurantee': 'premium-guarantee',
};

export const canonicalPageSlug = (slug: string): string =>
  Object.hasOwn(PAGE_SLUG_ALIASES, slug) ? (PAGE_SLUG_ALIASES[slug] ?? slug) : slug;

/** The route names a page answers to: its own slug and every alias of it (privacy → privacy, privacy-data). */
export function pageRouteSlugs(slug: string): string[] {
  return [slug, ...Object.entries(PAGE_SLUG_ALIASES).flatMap(([alias, page]) => (page === slug ? [alias] : []))];
}
