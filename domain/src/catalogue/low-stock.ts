import type { Money } from '../money/money.js';
import { priceBand, type PriceBand } from './price-band.js';

/**
 * The stock quantity at or under which the storefront says "low stock", per price band. These
 * numbers are our choice, not the spec's: expensive items sell one or two at a time, so two left
 * is already scarce, while ten of a cheap consumable can go in one order.
 */
export const LOW_STOCK_QUANTITY: Readonly<Record<PriceBand, number>> = {
  high: 2,
  medium: 5,
  low: 10,
};

export function lowStockQuantityFor(price: Money): number | undefined {
  const band = priceBand(price);
  return band === undefined ? undefined : LOW_STOCK_QUANTITY[band];
}

/**
 * Whether to show "low stock" for a variant with this price and available quantity.
 * Readings chosen: nothing in stock is "out of stock", not low stock; a currency without
 * boundaries (USD) never shows the message, since we cannot tell its band.
 */
export function isLowStock(price: Money, availableQuantity: number): boolean {
  if (!Number.isSafeInteger(availableQuantity)) {
    throw new RangeError(`availableQuantity must be an integer, got ${availableQuantity}`);
  }
  const limit = lowStockQuantityFor(price);
  return limit !== undefined && availableQuantity > 0 && availableQuantity <= limit;
}
