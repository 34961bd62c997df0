import { isCountryCode } from '@shop/domain';
import type { ProductionDomains } from './lookups.js';

/**
 * `MARKET_DOMAINS="SK=www.shop.sk,DE=shop.de"` replaces the built-in production domains of the
 * listed countries, so one build serves any deployment's domains. A malformed entry stops start-up
 * with a message naming it, instead of silently serving the wrong market.
 */
export function parseProductionDomains(value: string | undefined): ProductionDomains {
  const domains: Record<string, string> = {};
  for (const entry of (value ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const [country, domain, ...rest] = entry.split('=').map((part) => part.trim());
    const code = country?.toUpperCase();
    if (!isCountryCode(code) || !domain || rest.length > 0) {
      throw new Error(`MARKET_DOMAINS entry "${entry}" must look like "SK=www.example.sk" with a known country code`);
    }
    domains[code] = domain;
  }
  return domains;
}
