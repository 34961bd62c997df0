import { BadRequestException } from '@nestjs/common';
import { isLocalHost, productionDomainOf, type CountrySite, type ProductionDomains } from '@shop/markets';

/** A bare host name with an optional port: nothing a URL parser could read as another origin. */
const PLAIN_HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The origin the shopper's browser is on, as the storefront writes it (storefront's
 * app/shop/market-origin.server.ts, ADR 12): in production `https://` and the market's configured
 * domain (MARKET_DOMAINS, else the built-in one), never the request's Host; locally
 * (`{country}.localhost`) the request's own host, which has already matched the market. The
 * provider's callback URL and every redirect after it start with it.
 */
export function marketOriginOf(site: CountrySite, host: string, protocol: string, domains: ProductionDomains): string {
  if (!isLocalHost(host)) return `https://${productionDomainOf(site, domains)}`;
  if (!PLAIN_HOST.test(host)) throw new BadRequestException('The host is not a plain host name');
  return `${protocol === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`;
}
