import { toAmount, type Money } from './money.js';
import { numberFormat } from './number-format.js';

/**
 * Locale-aware display ("1 234,50 €", "£52.00"). Intl owns the conventions; we only hand it
 * the locale the market uses (e.g. "sk-SK").
 */
export function formatMoney(value: Money, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: value.currencyCode,
    minimumFractionDigits: value.fractionDigits,
    maximumFractionDigits: value.fractionDigits,
    ...options,
  }).format(toAmount(value));
}
