import type { FooterLinkData } from './chrome';

export interface ResolvedFooterLink {
  readonly label: string;
  readonly href: string;
  readonly tag?: string;
}

export interface FooterLinkLookups {
  /** The text of a translation key, or undefined when the locale has none. */
  readonly translate: (key: string) => string | undefined;
  /** The address of a route key, or undefined when there is none (not configured). */
  readonly route: (key: string) => string | undefined;
}

const present = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

/**
 * Spec 1 §2: a footer link renders only when it has both a name (its own name, else its
 * translation key's text) and a target (its url, else its route key's address).
 */
export function resolveFooterLink(link: FooterLinkData, lookups: FooterLinkLookups): ResolvedFooterLink | undefined {
  const label = present(link.name) ?? (link.translationKey ? present(lookups.translate(link.translationKey)) : undefined);
  const href = present(link.url) ?? (link.routeKey ? present(lookups.route(link.routeKey)) : undefined);
  if (!label || !href) return undefined;
  return { label, href, ...(link.tag ? { tag: link.tag } : {}) };
}
