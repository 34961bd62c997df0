import type { CurrencyCode } from '@shop/domain';

/*
 * The demo stores' cash-on-delivery fee, in minor units of each store currency. The spec gives the
 * fee's shape (a store-titled fee line, the cart field calculatedCodFee) but no amount: it is a
 * store setting, like the bank details, so it lives in the store's custom fields and these are
 * demo values (about 2-3 EUR in each currency), to be set per store in a real project.
 */
export const DEMO_COD_FEE_CENTS: Record<CurrencyCode, number> = {
  EUR: 290, GBP: 250, CHF: 290, CZK: 7_900, DKK: 2_200, SEK: 3_300, NOK: 3_500,
  PLN: 1_200, HUF: 119_000, RON: 1_500, BGN: 590, USD: 300,
};
