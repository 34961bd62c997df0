/**
 * Money range filters multiply by 100 (spec 1 §5): the URL carries currency units ("59",
 * "19.95"), the search index stores cents. Every shop currency has two fraction digits
 * (money/FRACTION_DIGITS), which is what makes the fixed factor right. Conversions work on the
 * digits, never through a float.
 */
export const PRICE_FILTER_FACTOR = 100;

const UNITS = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Cents for a URL price, or undefined when it is not a plain non-negative decimal with at most two
 * fraction digits. Reading chosen: the dot is the only decimal separator in URLs ("19,95" is
 * refused), whatever the locale shows.
 */
export function priceUnitsToCents(text: string): number | undefined {
  const match = UNITS.exec(text);
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  const cents = Number(whole) * PRICE_FILTER_FACTOR + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/** The URL text for cents: "59" for whole units, otherwise always two fraction digits ("19.90"). */
export function centsToPriceUnits(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`price filter cents must be a non-negative integer, got ${cents}`);
  }
  const whole = Math.floor(cents / PRICE_FILTER_FACTOR);
  const fraction = cents % PRICE_FILTER_FACTOR;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}

/** A price range in cents; an absent side is open. */
export interface PriceRange {
  readonly min?: number;
  readonly max?: number;
}

/**
 * Reads the "min:max" range value (either side may be empty, as the hosted search's URL state
 * writes it). Reading chosen: a range with no side, a bad side or min above max is dropped
 * (undefined) rather than repaired.
 */
export function parsePriceRange(text: string): PriceRange | undefined {
  const parts = text.split(':');
  if (parts.length !== 2) return undefined;
  const [minText = '', maxText = ''] = parts;
  if (minText === '' && maxText === '') return undefined;
  const min = minText === '' ? undefined : priceUnitsToCents(minText);
  const max = maxText === '' ? undefined : priceUnitsToCents(maxText);
  if ((minText !== '' && min === undefined) || (maxText !== '' && max === undefined)) return undefined;
  if (min !== undefined && max !== undefined && min > max) return undefined;
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

export function formatPriceRange(range: PriceRange): string {
  const side = (cents: number | undefined) => (cents === undefined ? '' : centsToPriceUnits(cents));
  return `${side(range.min)}:${side(range.max)}`;
}
