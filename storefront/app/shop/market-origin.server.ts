import { isLocalHost, parseProductionDomains, productionDomainOf, type CountrySite } from '@shop/markets';

// Read once: a malformed MARKET_DOMAINS stops the server at start, naming the entry.
export const productionDomains = parseProductionDomains(process.env.MARKET_DOMAINS);

/**
 * The origin every absolute URL the shop writes starts with (canonical and og:url links, structured
 * data): the market's configured one, never what the request's Host said. In production that is
 * `https://` and the market's production domain (MARKET_DOMAINS, else the built-in one), so a
 * request to `proequip.de`, to a gateway's port or over plain http still names
 * `https://www.proequip.de`. Locally (`localhost`, `{country}.localhost`) it is the request's own
 * origin, port included: the host has already matched a market, and there is no other to name.
 */
export function marketOrigin(site: CountrySite, url: URL): string {
  if (isLocalHost(url.hostname)) return url.origin;
  return `https://${productionDomainOf(site, productionDomains)}`;
}
