import type { ZoneDraft } from '@commercetools/platform-sdk';
import { COUNTRY_SITE_LIST } from '@shop/markets';
import { zoneKey } from './keys.js';

/**
 * One zone per market, because every market has its own shipping fees in its own currency
 * (domain shipping-fees) and its own delivery time.
 */
export function zones(): ZoneDraft[] {
  return COUNTRY_SITE_LIST.map((site) => ({
    key: zoneKey(site.code),
    name: `${site.label} (${site.code})`,
    locations: [{ country: site.code }],
  }));
}
