import type { DisplayedUnit, NumberConventions } from './number-conventions.js';

/**
 * The shop's one number formatter, for the server and the browser alike. It is table-driven on
 * purpose: the digits come from exact arithmetic (integer cents, or Number#toFixed, which
 * ECMAScript defines digit for digit), and every symbol and pattern from NUMBER_CONVENTIONS.
 * Intl.NumberFormat is not used even for the digits: what it returns around them (grouping,
 * minimum grouping digits, spacing) depends on the runtime's ICU data, which is exactly what
 * differs between Node and chromium. Byte-identical output on both sides is the point.
 * Each function takes one locale's conventions, not the locale: the server looks them up in the
 * table (numberConventions), the browser gets only its page's row with the shell data, so the
 * table of all 28 locales never ships to the browser.
 */

export interface FractionDigits {
  readonly minimumFractionDigits?: number;
  readonly maximumFractionDigits?: number;
}

/** An unsigned decimal text ("7949.5") split into its integer and fraction digits. */
interface Digits {
  readonly negative: boolean;
  readonly integer: string;
  readonly fraction: string;
}

interface Separators {
  readonly decimal: string;
  readonly group: string;
  readonly minimumGroupingDigits: number;
}

interface AffixPattern {
  readonly prefix: string;
  readonly suffix: string;
}

const NUMBER_PART = /[#0,.]+/;

function digitsOf(value: number, { minimumFractionDigits = 0, maximumFractionDigits = 3 }: FractionDigits): Digits {
  if (!Number.isFinite(value)) throw new RangeError(`cannot format ${value} as a number`);
  if (!(minimumFractionDigits >= 0 && maximumFractionDigits >= minimumFractionDigits && maximumFractionDigits <= 20)) {
    throw new RangeError(`fraction digits ${minimumFractionDigits}..${maximumFractionDigits} are not a valid range`);
  }
  // toFixed rounds the exact binary value half away from zero, as Intl's default does.
  const fixed = Math.abs(value).toFixed(maximumFractionDigits);
  const [integer = '0', rawFraction = ''] = fixed.split('.');
  let fraction = rawFraction;
  while (fraction.length > minimumFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const negative = value < 0 && /[1-9]/.test(fixed);
  return { negative, integer, fraction };
}

/** Whole minor units as digits, without floating point: 794900 cents → "7949" and "00". */
function digitsOfMinorUnits(minorUnits: number, fractionDigits: number): Digits {
  if (!Number.isSafeInteger(minorUnits)) throw new RangeError(`money amounts are whole minor units, got ${minorUnits}`);
  const text = String(Math.abs(minorUnits)).padStart(fractionDigits + 1, '0');
  const split = text.length - fractionDigits;
  return { negative: minorUnits < 0, integer: text.slice(0, split), fraction: text.slice(split) };
}

function grouped(integer: string, group: string, minimumGroupingDigits: number): string {
  // Every shop locale groups by three (#,##0); a locale with minimumGroupingDigits 2 leaves 4-digit numbers whole.
  if (integer.length < 3 + minimumGroupingDigits) return integer;
  const groups: string[] = [];
  for (let end = integer.length; end > 0; end -= 3) groups.unshift(integer.slice(Math.max(0, end - 3), end));
  return groups.join(group);
}

const joined = ({ integer, fraction }: Digits, separators: Separators): string =>
  grouped(integer, separators.group, separators.minimumGroupingDigits) + (fraction ? separators.decimal + fraction : '');

function affixes(pattern: string): AffixPattern {
  const match = NUMBER_PART.exec(pattern);
  if (!match) throw new RangeError(`number pattern without a number: ${pattern}`);
  return { prefix: pattern.slice(0, match.index), suffix: pattern.slice(match.index + match[0].length) };
}

/**
 * Puts the number text into a CLDR pattern ("#,##0.00 ¤;-#,##0.00 ¤"): the explicit negative
 * pattern when there is one, otherwise the minus sign before the positive pattern, as CLDR says.
 */
function applyPattern(pattern: string, number: string, negative: boolean, conventions: NumberConventions, replace: (affix: string) => string): string {
  const [positive = pattern, explicitNegative] = pattern.split(';');
  if (negative && explicitNegative !== undefined) {
    const { prefix, suffix } = affixes(explicitNegative);
    const sign = (affix: string) => replace(affix).replaceAll('-', conventions.minusSign);
    return sign(prefix) + number + sign(suffix);
  }
  const { prefix, suffix } = affixes(positive);
  return (negative ? conventions.minusSign : '') + replace(prefix) + number + replace(suffix);
}

const plainSeparators = (conventions: NumberConventions): Separators => conventions;

/** A plain number ("12 345", "4,5"); by default up to three fraction digits, as CLDR's #,##0.###. */
export function formatDecimal(value: number, conventions: NumberConventions, digits: FractionDigits = {}): string {
  const parts = digitsOf(value, digits);
  return (parts.negative ? conventions.minusSign : '') + joined(parts, plainSeparators(conventions));
}

/** A percentage given in percent (25.5 → "25,5 %" in fi-FI), up to two fraction digits by default. */
export function formatPercent(percent: number, conventions: NumberConventions, digits: FractionDigits = { maximumFractionDigits: 2 }): string {
  const parts = digitsOf(percent, digits);
  return applyPattern(conventions.percent, joined(parts, plainSeparators(conventions)), parts.negative, conventions, (affix) => affix);
}

/** How the locale writes the currency's symbol ("€", "Kč", "CHF"); the ISO code where CLDR has no symbol. */
export function currencySymbol(currencyCode: string, conventions: NumberConventions): string {
  const symbols: Readonly<Record<string, string | undefined>> = conventions.currencySymbols;
  return symbols[currencyCode] ?? currencyCode;
}

const LETTER = /\p{L}/u;

/** A symbol made of letters that would touch the digits takes CLDR's alphaNextToNumber pattern ("CHF 59.00" in en). */
function currencyPatternFor(symbol: string, conventions: NumberConventions): string {
  const { prefix, suffix } = affixes(conventions.currency.split(';')[0] ?? conventions.currency);
  const touches = (prefix.endsWith('¤') && LETTER.test(symbol.at(-1) ?? '')) || (suffix.startsWith('¤') && LETTER.test(symbol.at(0) ?? ''));
  return touches && conventions.currencyNextToLetters ? conventions.currencyNextToLetters : conventions.currency;
}

/** An amount of whole minor units in a currency ("7'949.00 CHF" in fr-CH for 794900 CHF cents). */
export function formatMinorUnits(minorUnits: number, fractionDigits: number, currencyCode: string, conventions: NumberConventions): string {
  const symbol = currencySymbol(currencyCode, conventions);
  const parts = digitsOfMinorUnits(minorUnits, fractionDigits);
  const separators: Separators = {
    decimal: conventions.currencyDecimal ?? conventions.decimal,
    group: conventions.currencyGroup ?? conventions.group,
    minimumGroupingDigits: conventions.minimumGroupingDigits,
  };
  return applyPattern(currencyPatternFor(symbol, conventions), joined(parts, separators), parts.negative, conventions, (affix) => affix.replaceAll('¤', symbol));
}

/** A measure with its unit ("12,5 cm", "1 κιλό"), up to one fraction digit by default. */
export function formatUnit(value: number, unit: DisplayedUnit, conventions: NumberConventions, digits: FractionDigits = { maximumFractionDigits: 1 }): string {
  const pattern = conventions.units[unit];
  const number = formatDecimal(value, conventions, digits);
  // The only singular the table holds is Greek's, whose CLDR rule is "n = 1": exactly one, no fraction.
  const chosen = pattern.one !== undefined && number === formatDecimal(1, conventions, { maximumFractionDigits: 0 }) ? pattern.one : pattern.other;
  return chosen.replace('{0}', number);
}
