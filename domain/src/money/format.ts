import type { Money } from './money.js';
import { formatMinorUnits } from './number-text.js';

/**
 * Locale-aware display ("1 234,50 €", "£52.00") through the shop's own formatter, never Intl:
 * the server and the browser must write the same text (see number-text.ts).
 */
export function formatMoney(value: Money, locale: string): string {
  return formatMinorUnits(value.centAmount, value.fractionDigits, value.currencyCode, locale);
}
