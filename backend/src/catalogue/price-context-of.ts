import type { MarketContext } from '../api/call-context.js';
import type { PriceContext } from '../commerce/port/price-context.js';

/** The price selection and locale projection of the call's market: its country, currency, store and language. */
export const priceContextOf = (market: MarketContext): PriceContext => ({
  country: market.country,
  currency: market.currency,
  storeKey: market.storeKey,
  languages: [market.language],
});
