import type { CurrencyCode } from '../market/codes.js';

/** A unit's pattern ("{0} kg"); `one` only where CLDR writes a singular differently (el: "1 κιλό"). */
export interface UnitPattern {
  readonly other: string;
  readonly one?: string;
}

export type DisplayedUnit = 'centimeter' | 'kilogram';

/**
 * How one locale writes numbers, as CLDR states it: symbols and patterns copied verbatim from
 * CLDR 48.2 (cldr-numbers-full, cldr-units-full; `main/<locale>` or its language when the locale
 * has no folder of its own). The shop formats with these instead of the runtime's Intl because
 * Node and the browser ship different ICU data: fr-CH groups with "'" in one and with a narrow
 * no-break space in the other, and React refuses to hydrate a page whose text changed.
 * Patterns use CLDR's syntax: `#,##0.00` is the number, `¤` the currency symbol, `%` the percent
 * sign, `;` separates an explicit negative pattern, whose `-` stands for the minus sign.
 */
export interface NumberConventions {
  readonly decimal: string;
  readonly group: string;
  /** Where money uses another decimal separator (fr-CH: "7'949.00 CHF" but "2,5"). */
  readonly currencyDecimal?: string;
  /** Where money uses another group separator (de-AT: "€ 7.949,00" but "12 345"). */
  readonly currencyGroup?: string;
  /** Digits the integer part needs before its first group separator: 2 writes "1234" but "12 345". */
  readonly minimumGroupingDigits: 1 | 2;
  readonly minusSign: string;
  readonly percent: string;
  readonly currency: string;
  /** CLDR's alphaNextToNumber pattern, for a symbol made of letters that would touch the digits ("CHF 59.00"). */
  readonly currencyNextToLetters?: string;
  /** The symbols of the market's currency and the euro; any other currency is written as its ISO code, as CLDR's root does. */
  readonly currencySymbols: Readonly<Partial<Record<CurrencyCode, string>>>;
  readonly units: Readonly<Record<DisplayedUnit, UnitPattern>>;
}

export const NUMBER_CONVENTIONS: Readonly<Record<string, NumberConventions>> = {
  'en-IE': {
    decimal: '.', group: ',', minimumGroupingDigits: 1, minusSign: '-',
    percent: '#,##0%', currency: '¤#,##0.00', currencyNextToLetters: '¤\u00a0#,##0.00',
    currencySymbols: { EUR: '€' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'sk-SK': {
    decimal: ',', group: '\u00a0', minimumGroupingDigits: 1, minusSign: '-',
    percent: '#,##0\u00a0%', currency: '#,##0.00\u00a0¤',
    currencySymbols: { EUR: '€' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'de-DE': {
    decimal: ',', group: '.', minimumGroupingDigits: 1, minusSign: '-',
    percent: '#,##0\u00a0%', currency: '#,##0.00\u00a0¤',
    currencySymbols: { EUR: '€' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'pt-PT': {
    decimal: ',', group: '\u00a0', minimumGroupingDigits: 2, minusSign: '-',
    percent: '#,##0%', currency: '#,##0.00\u00a0¤',
    currencySymbols: { EUR: '€' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'it-IT': {
    decimal: ',', group: '.', minimumGroupingDigits: 2, minusSign: '-',
    percent: '#,##0%', currency: '#,##0.00\u00a0¤',
    currencySymbols: { EUR: '€' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'fr-FR': {
    decimal: ',', group: '\u202f', minimumGroupingDigits: 1, minusSign: '-',
    percent: '#,##0\u00a0%', currency: '#,##0.00\u00a0¤',
    currencySymbols: { EUR: '€' },
    units: { centimeter: { other: '{0}\u202fcm' }, kilogram: { other: '{0}\u202fkg' } },
  },
  'hu-HU': {
    decimal: ',', group: '\u00a0', minimumGroupingDigits: 2, minusSign: '-',
    percent: '#,##0%', currency: '#,##0.00\u00a0¤',
    currencySymbols: { HUF: 'Ft', EUR: 'EUR' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'cs-CZ': {
    decimal: ',', group: '\u00a0', minimumGroupingDigits: 1, minusSign: '-',
    percent: '#,##0\u00a0%', currency: '#,##0.00\u00a0¤',
    currencySymbols: { CZK: 'Kč', EUR: '€' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'de-AT': {
    decimal: ',', group: '\u00a0', currencyGroup: '.', minimumGroupingDigits: 1, minusSign: '-',
    percent: '#,##0\u00a0%', currency: '¤\u00a0#,##0.00',
    currencySymbols: { EUR: '€' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'nb-NO': {
    decimal: ',', group: '\u00a0', minimumGroupingDigits: 1, minusSign: '\u2212',
    percent: '#,##0\u00a0%', currency: '#,##0.00\u00a0¤;-#,##0.00\u00a0¤', currencyNextToLetters: '#,##0.00\u00a0¤',
    currencySymbols: { NOK: 'kr', EUR: '€' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'nl-NL': {
    decimal: ',', group: '.', minimumGroupingDigits: 1, minusSign: '-',
    percent: '#,##0%', currency: '¤\u00a0#,##0.00;¤\u00a0-#,##0.00',
    currencySymbols: { EUR: '€' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'de-CH': {
    decimal: '.', group: '\'', minimumGroupingDigits: 1, minusSign: '-',
    percent: '#,##0%', currency: '¤\u00a0#,##0.00;¤-#,##0.00',
    currencySymbols: { CHF: 'CHF', EUR: 'EUR' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'fr-CH': {
    decimal: ',', group: '\'', currencyDecimal: '.', minimumGroupingDigits: 1, minusSign: '-',
    percent: '#,##0%', currency: '#,##0.00\u00a0¤',
    currencySymbols: { CHF: 'CHF', EUR: '€' },
    units: { centimeter: { other: '{0}\u202fcm' }, kilogram: { other: '{0}\u202fkg' } },
  },
  'it-CH': {
    decimal: '.', group: '\'', minimumGroupingDigits: 2, minusSign: '-',
    percent: '#,##0%', currency: '¤\u00a0#,##0.00;¤-#,##0.00',
    currencySymbols: { CHF: 'CHF', EUR: '€' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'nl-BE': {
    decimal: ',', group: '.', minimumGroupingDigits: 1, minusSign: '-',
    percent: '#,##0%', currency: '¤\u00a0#,##0.00;¤\u00a0-#,##0.00',
    currencySymbols: { EUR: '€' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'fr-BE': {
    decimal: ',', group: '\u202f', minimumGroupingDigits: 1, minusSign: '-',
    percent: '#,##0\u00a0%', currency: '#,##0.00\u00a0¤',
    currencySymbols: { EUR: '€' },
    units: { centimeter: { other: '{0}\u202fcm' }, kilogram: { other: '{0}\u202fkg' } },
  },
  'da-DK': {
    decimal: ',', group: '.', minimumGroupingDigits: 1, minusSign: '-',
    percent: '#,##0\u00a0%', currency: '#,##0.00\u00a0¤',
    currencySymbols: { DKK: 'kr.', EUR: '€' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'sv-SE': {
    decimal: ',', group: '\u00a0', minimumGroupingDigits: 1, minusSign: '\u2212',
    percent: '#,##0\u00a0%', currency: '#,##0.00\u00a0¤',
    currencySymbols: { SEK: 'kr', EUR: '€' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'es-ES': {
    decimal: ',', group: '.', minimumGroupingDigits: 2, minusSign: '-',
    percent: '#,##0\u00a0%', currency: '#,##0.00\u00a0¤',
    currencySymbols: { EUR: '€' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'en-GB': {
    decimal: '.', group: ',', minimumGroupingDigits: 1, minusSign: '-',
    percent: '#,##0%', currency: '¤#,##0.00', currencyNextToLetters: '¤\u00a0#,##0.00',
    currencySymbols: { GBP: '£', EUR: '€' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'fi-FI': {
    decimal: ',', group: '\u00a0', minimumGroupingDigits: 1, minusSign: '\u2212',
    percent: '#,##0\u00a0%', currency: '#,##0.00\u00a0¤',
    currencySymbols: { EUR: '€' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'pl-PL': {
    decimal: ',', group: '\u00a0', minimumGroupingDigits: 2, minusSign: '-',
    percent: '#,##0%', currency: '#,##0.00\u00a0¤',
    currencySymbols: { PLN: 'zł', EUR: '€' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'ro-RO': {
    decimal: ',', group: '.', minimumGroupingDigits: 1, minusSign: '-',
    percent: '#,##0\u00a0%', currency: '#,##0.00\u00a0¤',
    currencySymbols: { RON: 'RON', EUR: 'EUR' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'lt-LT': {
    decimal: ',', group: '\u00a0', minimumGroupingDigits: 1, minusSign: '\u2212',
    percent: '#,##0\u00a0%', currency: '#,##0.00\u00a0¤',
    currencySymbols: { EUR: '€' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'sl-SI': {
    decimal: ',', group: '.', minimumGroupingDigits: 2, minusSign: '\u2212',
    percent: '#,##0\u00a0%', currency: '#,##0.00\u00a0¤',
    currencySymbols: { EUR: '€' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'el-GR': {
    decimal: ',', group: '.', minimumGroupingDigits: 1, minusSign: '-',
    percent: '#,##0%', currency: '#,##0.00\u00a0¤',
    currencySymbols: { EUR: '€' },
    units: { centimeter: { other: '{0} εκ.' }, kilogram: { other: '{0} κιλά', one: '{0} κιλό' } },
  },
  'hr-HR': {
    decimal: ',', group: '.', minimumGroupingDigits: 1, minusSign: '\u2212',
    percent: '#,##0\u00a0%', currency: '#,##0.00\u00a0¤',
    currencySymbols: { EUR: '€' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
  'bg-BG': {
    decimal: ',', group: '\u00a0', minimumGroupingDigits: 2, minusSign: '-',
    percent: '#,##0%', currency: '#,##0.00\u00a0¤',
    currencySymbols: { BGN: 'лв.', EUR: '€' },
    units: { centimeter: { other: '{0} cm' }, kilogram: { other: '{0} kg' } },
  },
};

export class UnknownNumberLocaleError extends RangeError {
  override name = 'UnknownNumberLocaleError';
}

/** The conventions of one of the shop's locales; any other locale is a programming error, not a fallback to Intl. */
export function numberConventions(locale: string): NumberConventions {
  const conventions = Object.hasOwn(NUMBER_CONVENTIONS, locale) ? NUMBER_CONVENTIONS[locale] : undefined;
  if (!conventions) throw new UnknownNumberLocaleError(`no number conventions for locale ${JSON.stringify(locale)}`);
  return conventions;
}
