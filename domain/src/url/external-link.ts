/** Spec 1 §2: an address holding this word opens externally, wherever it points. */
export const EXTERNAL_LINK_WORDS = ['inspiration'] as const;

/** The host of an absolute ('https://…') or protocol-relative ('//…') address; undefined for a path. */
function hostOf(href: string): string | undefined {
  const match = /^(?:[a-z][a-z0-9+.-]*:)?\/\/([^/?#\\]*)/i.exec(href.trim());
  if (!match) return undefined;
  // Credentials and port are not part of the host: 'https://a@proequip.sk:443/' is proequip.sk.
  return match[1]!.replace(/^.*@/, '').replace(/:\d*$/, '').toLowerCase();
}

/**
 * Spec 1 §2: "Links are internal unless the address holds the shop's own domain, a support portal
 * domain or an 'inspiration' word; then they open externally with nofollow." Readings chosen: a
 * domain counts only in the address's host (a slug such as /proequip-drill-10000001 holds no
 * domain), compared without case; the word counts anywhere in the address. `externalDomains` are
 * the shop's own domain name(s) and the support portal domains, as the caller's market knows them.
 */
export function opensExternally(href: string, externalDomains: readonly string[]): boolean {
  const lower = href.toLowerCase();
  if (EXTERNAL_LINK_WORDS.some((word) => lower.includes(word))) return true;
  const host = hostOf(href);
  if (host === undefined) return false;
  return externalDomains.some((domain) => domain.trim() !== '' && host.includes(domain.trim().toLowerCase()));
}
