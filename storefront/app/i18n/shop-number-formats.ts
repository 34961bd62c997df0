import { formatDecimal, type FractionDigits, type NumberConventions } from '@shop/domain';

/** What react-intl may ask the shop's formatter for: a plain number, with at most fraction digits. */
const SUPPORTED_OPTIONS = new Set(['minimumFractionDigits', 'maximumFractionDigits']);

export class UnsupportedIntlNumberError extends Error {
  override name = 'UnsupportedIntlNumberError';
}

/**
 * react-intl writes the `#` of a plural (and any formatNumber call) through `Intl.NumberFormat`,
 * whose output depends on the runtime's ICU data and so differs between Node and chromium
 * (fr-CH: "1'234" against "1 234"), which breaks hydration. react-intl has no option for another
 * formatter, but it takes its formatters from the cache it is given (`IntlCache.number`, keyed
 * by the memoised arguments `{"0":[locale, options]}`); this store answers every key with a
 * formatter backed by domain's `formatDecimal` with the locale's conventions (the shell's: one
 * cache per locale). Money, percentages and units have their own
 * helpers (Price, useNumberText); asking react-intl for them is a programming error.
 */
export function shopNumberFormats(numbers: NumberConventions): Record<string, Intl.NumberFormat> {
  const made: Record<string, Intl.NumberFormat> = Object.create(null) as Record<string, Intl.NumberFormat>;
  return new Proxy(made, {
    get(target, key) {
      if (typeof key !== 'string') return undefined;
      return (target[key] ??= numberFormatFor(key, numbers));
    },
  });
}

function numberFormatFor(key: string, numbers: NumberConventions): Intl.NumberFormat {
  const [, options = {}] = argumentsOf(key);
  const unsupported = Object.keys(options).filter((option) => !SUPPORTED_OPTIONS.has(option));
  if (unsupported.length > 0) {
    throw new UnsupportedIntlNumberError(`format money, percentages and units with Price or useNumberText, not react-intl (${unsupported.join(', ')})`);
  }
  const digits = options as FractionDigits;
  const format = (value: number | bigint | string) => formatDecimal(Number(value), numbers, digits);
  return {
    format,
    formatToParts: (value: number | bigint | string) => [{ type: 'literal', value: format(value) }],
  } as unknown as Intl.NumberFormat;
}

function argumentsOf(key: string): [unknown, Record<string, unknown>?] {
  const parsed: unknown = JSON.parse(key);
  const args = parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>)['0'] : undefined;
  if (!Array.isArray(args)) throw new UnsupportedIntlNumberError(`react-intl's number cache key changed shape: ${key}`);
  return args as [unknown, Record<string, unknown>?];
}
