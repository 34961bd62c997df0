import { describe, expect, it } from '@jest/globals';
import { money } from './money.js';
import { formatMoney } from './format.js';
import { currencySymbol, formatDecimal, formatMinorUnits, formatPercent, formatUnit } from './number-text.js';
import { NUMBER_CONVENTIONS, numberConventions, UnknownNumberLocaleError } from './number-conventions.js';

// Expected texts written from CLDR 48.2 (symbols, patterns, minimumGroupingDigits), not from the
// code: NBSP is U+00A0, NNBSP U+202F, RSQ the ASCII apostrophe CLDR 48 gives de-CH, fr-CH, it-CH.
const NBSP = '\u00a0';
const NNBSP = '\u202f';
const MINUS = '\u2212';

describe('money in the shop locales, as CLDR writes it', () => {
  it.each([
    ['de-DE', money(794900, 'EUR'), `7.949,00${NBSP}€`],
    ['de-AT', money(794900, 'EUR'), `€${NBSP}7.949,00`],
    ['de-CH', money(794900, 'CHF'), `CHF${NBSP}7'949.00`],
    ['fr-CH', money(794900, 'CHF'), `7'949.00${NBSP}CHF`],
    ['it-CH', money(794900, 'CHF'), `CHF${NBSP}7949.00`],
    ['it-CH', money(1234500, 'CHF'), `CHF${NBSP}12'345.00`],
    ['fr-FR', money(794900, 'EUR'), `7${NNBSP}949,00${NBSP}€`],
    ['fr-BE', money(794900, 'EUR'), `7${NNBSP}949,00${NBSP}€`],
    ['nl-BE', money(794900, 'EUR'), `€${NBSP}7.949,00`],
    ['nl-NL', money(-342, 'EUR'), `€${NBSP}-3,42`],
    ['pl-PL', money(794900, 'PLN'), `7949,00${NBSP}zł`],
    ['pl-PL', money(1234567, 'PLN'), `12${NBSP}345,67${NBSP}zł`],
    ['cs-CZ', money(139900, 'CZK'), `1${NBSP}399,00${NBSP}Kč`],
    ['hu-HU', money(794900, 'HUF'), `7949,00${NBSP}Ft`],
    ['hu-HU', money(12345600, 'HUF'), `123${NBSP}456,00${NBSP}Ft`],
    ['sv-SE', money(-123450, 'SEK'), `${MINUS}1${NBSP}234,50${NBSP}kr`],
    ['da-DK', money(794900, 'DKK'), `7.949,00${NBSP}kr.`],
    ['nb-NO', money(-5000, 'NOK'), `${MINUS}50,00${NBSP}kr`],
    ['bg-BG', money(794900, 'BGN'), `7949,00${NBSP}лв.`],
    ['el-GR', money(794900, 'EUR'), `7.949,00${NBSP}€`],
    ['fi-FI', money(794900, 'EUR'), `7${NBSP}949,00${NBSP}€`],
    ['en-IE', money(794900, 'EUR'), '€7,949.00'],
    ['en-GB', money(-5200, 'GBP'), '-£52.00'],
    ['en-GB', money(5900, 'CHF'), `CHF${NBSP}59.00`],
    ['ro-RO', money(794900, 'RON'), `7.949,00${NBSP}RON`],
    ['es-ES', money(794900, 'EUR'), `7949,00${NBSP}€`],
    ['sk-SK', money(195, 'EUR'), `1,95${NBSP}€`],
  ] as const)('%s writes %j as %j', (locale, value, expected) => {
    expect(formatMoney(value, numberConventions(locale))).toBe(expected);
  });

  it('writes a currency without a CLDR symbol in the locale as its ISO code', () => {
    expect(formatMinorUnits(100, 2, 'EUR', numberConventions('hu-HU'))).toBe(`1,00${NBSP}EUR`);
    expect(currencySymbol('EUR', numberConventions('de-CH'))).toBe('EUR');
    expect(currencySymbol('CZK', numberConventions('cs-CZ'))).toBe('Kč');
  });
});

describe('plain numbers, percentages and units', () => {
  it.each([
    ['fr-CH', 12345.5, {}, `12'345,5`],
    ['de-CH', 12345.5, {}, `12'345.5`],
    ['de-AT', 12345, {}, `12${NBSP}345`],
    ['pl-PL', 1234, {}, '1234'],
    ['pl-PL', 12345, {}, `12${NBSP}345`],
    ['es-ES', 1234, {}, '1234'],
    ['fr-FR', 1234, {}, `1${NNBSP}234`],
    ['en-IE', 1234567.891, {}, '1,234,567.891'],
    ['sv-SE', -2.5, {}, `${MINUS}2,5`],
    ['el-GR', 4.25, { maximumFractionDigits: 1, minimumFractionDigits: 1 }, '4,3'],
    ['de-DE', 4, { maximumFractionDigits: 1, minimumFractionDigits: 1 }, '4,0'],
    ['de-DE', 4.04, { maximumFractionDigits: 1 }, '4'],
  ] as const)('%s writes %d (%j) as %j', (locale, value, digits, expected) => {
    expect(formatDecimal(value, numberConventions(locale), digits)).toBe(expected);
  });

  it.each([
    ['fi-FI', 25.5, `25,5${NBSP}%`],
    ['de-DE', 19, `19${NBSP}%`],
    ['de-CH', 8.1, '8.1%'],
    ['fr-CH', 8.1, '8,1%'],
    ['it-CH', 8.1, '8.1%'],
    ['fr-BE', 21, `21${NBSP}%`],
    ['nl-BE', 21, '21%'],
    ['en-IE', 23, '23%'],
    ['hu-HU', 27, '27%'],
    ['cs-CZ', 21, `21${NBSP}%`],
    ['bg-BG', 20, '20%'],
    ['el-GR', 24, '24%'],
    ['sv-SE', 12.5, `12,5${NBSP}%`],
  ] as const)('%s writes %d percent as %j', (locale, percent, expected) => {
    expect(formatPercent(percent, numberConventions(locale))).toBe(expected);
  });

  it.each([
    ['de-DE', 12.5, 'centimeter', '12,5 cm'],
    ['fr-CH', 1234.56, 'centimeter', `1'234,6${NNBSP}cm`],
    ['el-GR', 1, 'kilogram', '1 κιλό'],
    ['el-GR', 2.5, 'kilogram', '2,5 κιλά'],
    ['bg-BG', 3, 'kilogram', '3 kg'],
  ] as const)('%s writes %d %s as %j', (locale, value, unit, expected) => {
    expect(formatUnit(value, unit, numberConventions(locale))).toBe(expected);
  });
});

describe('what the formatter refuses', () => {
  it('knows every shop locale and nothing else, so no number silently falls back to Intl', () => {
    expect(Object.keys(NUMBER_CONVENTIONS)).toHaveLength(28);
    expect(() => numberConventions('en-US')).toThrow(UnknownNumberLocaleError);
    expect(() => numberConventions('toString')).toThrow(UnknownNumberLocaleError);
  });

  it('rejects what is not a number or not whole minor units', () => {
    expect(() => formatDecimal(Number.NaN, numberConventions('de-DE'))).toThrow(RangeError);
    expect(() => formatMinorUnits(1.5, 2, 'EUR', numberConventions('de-DE'))).toThrow(RangeError);
  });
});
