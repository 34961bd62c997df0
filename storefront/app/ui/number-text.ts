import { formatDecimal, formatPercent, type FractionDigits } from '@shop/domain';
import { useShell } from '../shop/shell';

export interface NumberText {
  /** A count or measure ("12'345", "4,5"). */
  decimal(value: number, digits?: FractionDigits): string;
  /** A percentage given in percent: 25.5 → "25,5 %" (fi-FI). */
  percent(percent: number): string;
}

/**
 * Numbers in the shopper's locale through domain's formatter, never react-intl's formatNumber or
 * Intl: the server's and the browser's ICU data differ, and hydration needs the same text on both.
 */
export function useNumberText(): NumberText {
  const { numbers } = useShell();
  return {
    decimal: (value, digits) => formatDecimal(value, numbers, digits),
    percent: (percent) => formatPercent(percent, numbers),
  };
}
