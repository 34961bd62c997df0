import type { LocalizedString } from '@commercetools/platform-sdk';
import { zero, type CurrencyCode, type LanguageCode, type Money } from '@shop/domain';

/**
 * The cash-on-delivery fee of a cart: the store's `codFee` setting (spec 2 §3: COD adds a fee line
 * titled from the store; the spec gives no amount, so it is store configuration like the bank
 * details). A store without one, or one in another currency than the cart's, charges none rather
 * than a fee converted at a rate nobody set.
 */
export const codFeeFor = (storeFee: Money | undefined, currency: CurrencyCode): Money =>
  storeFee && storeFee.currencyCode === currency ? storeFee : zero(currency);

/** The fee line's title in the market's language, else English, else any language the store has. */
export function codFeeTitle(title: LocalizedString | undefined, language: LanguageCode): string | undefined {
  if (!title) return undefined;
  return title[language] ?? title['en'] ?? Object.values(title)[0];
}
