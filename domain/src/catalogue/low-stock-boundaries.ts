import type { CurrencyCode } from '../market/codes.js';
import { moneyFromDecimal, type Money } from '../money/money.js';

export interface LowStockBoundaries {
  readonly high: Money;
  readonly low: Money;
}

/** USD is a known currency but the spec gives it no boundaries. */
export type LowStockCurrency = Exclude<CurrencyCode, 'USD'>;

const boundaries = (high: string, low: string, currency: LowStockCurrency): LowStockBoundaries => ({
  high: moneyFromDecimal(high, currency),
  low: moneyFromDecimal(low, currency),
});

/**
 * Low-stock boundaries (high/low) per currency, as the spec writes them (spec 1 §9, spec 2 §9).
 * The spec does not say what they bound. Every pair is 1000 and 250 EUR converted, so we read them
 * as price boundaries that put a product into a price band (see price-band.ts and low-stock.ts).
 */
export const LOW_STOCK_BOUNDARIES: Readonly<Record<LowStockCurrency, LowStockBoundaries>> = {
  EUR: boundaries('1000', '250', 'EUR'),
  GBP: boundaries('870', '217.5', 'GBP'),
  DKK: boundaries('7450', '1862.5', 'DKK'),
  SEK: boundaries('11200', '2800', 'SEK'),
  NOK: boundaries('11700', '2925', 'NOK'),
  CHF: boundaries('980', '245', 'CHF'),
  CZK: boundaries('23600', '5900', 'CZK'),
  PLN: boundaries('4550', '1137.5', 'PLN'),
  HUF: boundaries('375000', '93750', 'HUF'),
  RON: boundaries('4940', '1235', 'RON'),
  BGN: boundaries('1950', '487.5', 'BGN'),
};

export function lowStockBoundariesFor(currency: CurrencyCode): LowStockBoundaries | undefined {
  return currency === 'USD' ? undefined : LOW_STOCK_BOUNDARIES[currency];
}
