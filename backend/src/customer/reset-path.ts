import { localisationFor } from '@shop/markets';
import type { MarketContext } from '../api/call-context.js';

/**
 * The storefront page where the shopper sets the new password (spec 2 §2
 * /password-reset/change-password), with the language prefix a non-default language gets.
 * The query parameter name 'token' is ours: the spec does not show it.
 */
export function resetPath(market: MarketContext, tokenValue: string): string {
  const prefix = market.language === localisationFor(market.country).language ? '' : `/${market.language}`;
  return `${prefix}/password-reset/change-password?token=${encodeURIComponent(tokenValue)}`;
}
