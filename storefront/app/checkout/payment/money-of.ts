import { FRACTION_DIGITS, isCurrencyCode, money, type Money } from '@shop/domain';
import type { CommerceMoney, Localized } from './commerce-shapes';

/** A backend amount as domain money (a Money field written without digits has its currency's). */
export function moneyOf(value: CommerceMoney): Money {
  if (!isCurrencyCode(value.currencyCode)) throw new Error(`amount in unknown currency ${value.currencyCode}`);
  return money(value.centAmount, value.currencyCode, value.fractionDigits ?? FRACTION_DIGITS[value.currencyCode]);
}

/** A localized text in the shopper's language, else English, else any language it has. */
export function textIn(value: Localized | undefined, language: string): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return value[language] ?? value['en'] ?? Object.values(value)[0] ?? '';
}
