import type { CountryCode } from '@shop/domain';
import { switchesFor } from '@shop/markets';
import { ACCOUNT_SECTIONS } from '../account-sections';

/** 'My orders' is a page of the account too (spec 2 §2's account menu names it after my profile). */
export const MY_ORDERS_SECTION = 'my-orders';

/**
 * The account navigation's pages in the market: spec 2 §2's menu order (my profile, my orders,
 * then the rest), the loyalty card only where the market has one (markets' loyaltyCard).
 */
export function accountNavSections(country: CountryCode): string[] {
  const [first, ...rest] = ACCOUNT_SECTIONS;
  return [first, MY_ORDERS_SECTION, ...rest].filter((section) => section !== 'loyalty-card' || switchesFor(country).loyaltyCard);
}
