import type { Cart, LineItem, Price } from '@commercetools/platform-sdk';
import type { MarketContext } from '../api/call-context.js';
import { inLanguage } from '../catalogue/in-language.js';

/** The prices a shopper of this cart can be charged: its currency, its country or no country. */
const pricesOf = (prices: readonly Price[] | undefined, cart: Cart): Price[] | undefined =>
  prices?.filter((price) => price.value.currencyCode === cart.totalPrice.currencyCode && (price.country === undefined || price.country === cart.country));

/*
 * A line's product data is frozen when it is added and shared between reads of the cart, so the
 * projection of one attribute list is kept per list and language rather than redone per answer.
 */
const projected = new WeakMap<object, Map<string, unknown>>();

function memoInLanguage<T extends object>(value: T, language: string): T {
  let byLanguage = projected.get(value);
  if (!byLanguage) {
    byLanguage = new Map();
    projected.set(value, byLanguage);
  }
  let result = byLanguage.get(language) as T | undefined;
  if (result === undefined) {
    result = inLanguage(value, language);
    byLanguage.set(language, result);
  }
  return result;
}

function lineView(line: LineItem, cart: Cart, language: string): LineItem {
  const prices = pricesOf(line.variant.prices, cart);
  return {
    ...line,
    name: memoInLanguage(line.name, language),
    ...(line.productSlug ? { productSlug: memoInLanguage(line.productSlug, language) } : {}),
    variant: {
      ...line.variant,
      ...(prices ? { prices } : {}),
      ...(line.variant.attributes ? { attributes: memoInLanguage(line.variant.attributes, language) } : {}),
    },
  };
}

/**
 * The cart as the storefront of one market reads it. A line carries its product's texts in every
 * language and prices of every market (as commercetools stores them), about 14 KB a line; the
 * storefront reads one language and its own prices, as the spec's GraphQL selection did. Totals,
 * ids and versions are untouched, so every update the shopper sends back stays valid.
 */
export const cartView = (cart: Cart, market: Pick<MarketContext, 'language'>): Cart => ({
  ...cart,
  lineItems: cart.lineItems.map((line) => lineView(line, cart, market.language)),
});
