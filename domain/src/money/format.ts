import type { Money } from './money.js';
import type { NumberConventions } from './number-conventions.js';
import { formatMinorUnits } from './number-text.js';

/**
 * Locale-aware display ("1 234,50 €", "£52.00") through the shop's own formatter, never Intl:
 * the server and the browser must write the same text (see number-text.ts). The conventions are
 * the locale's row of NUMBER_CONVENTIONS (numberConventions(locale) on the server, the shell's in the browser).
 */
export function formatMoney(value: Money, conventions: NumberConventions): string {
  return formatMinorUnits(value.centAmount, value.fractionDigits, value.currencyCode, conventions);
}
