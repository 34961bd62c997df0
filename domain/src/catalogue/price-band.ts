import { compare, type Money } from '../money/money.js';
import { lowStockBoundariesFor } from './low-stock-boundaries.js';

export const PRICE_BANDS = ['high', 'medium', 'low'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

/**
 * Our reading of the low-stock boundaries (spec 1 §9): a price at or above the high boundary is
 * high, a price below the low boundary is low, anything in between (low boundary included) is
 * medium. Undefined for a currency without boundaries (USD).
 */
export function priceBand(price: Money): PriceBand | undefined {
  const bounds = lowStockBoundariesFor(price.currencyCode);
  if (!bounds) return undefined;
  if (compare(price, bounds.high) >= 0) return 'high';
  if (compare(price, bounds.low) < 0) return 'low';
  return 'medium';
}
