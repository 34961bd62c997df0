import { describe, expect, it } from '@jest/globals';
import { CURRENCY_CODES } from '../market/codes.js';
import { FRACTION_DIGITS } from '../money/money.js';
import {
  centsToPriceUnits, formatPriceRange, parsePriceRange, PRICE_FILTER_FACTOR, priceUnitsToCents, type PriceRange,
} from './price-filter.js';

describe('money range filters multiply by 100 (spec 1 §5)', () => {
  it('is right for every currency, all of which have two fraction digits', () => {
    expect(PRICE_FILTER_FACTOR).toBe(100);
    for (const currency of CURRENCY_CODES) expect(10 ** FRACTION_DIGITS[currency]).toBe(PRICE_FILTER_FACTOR);
  });

  it.each([
    ['59', 5900, '59'], ['19.95', 1995, '19.95'], ['1.95', 195, '1.95'], ['9.95', 995, '9.95'],
    ['22099', 2209900, '22099'], ['217.5', 21750, '217.50'], ['0.05', 5, '0.05'], ['0', 0, '0'],
    ['0.1', 10, '0.10'], ['1399', 139900, '1399'], ['3.95', 395, '3.95'], ['0.29', 29, '0.29'],
    ['0.57', 57, '0.57'], ['1.13', 113, '1.13'],
  ])('%s units ↔ %i cents (written back as %s)', (units, cents, written) => {
    expect(priceUnitsToCents(units)).toBe(cents);
    expect(centsToPriceUnits(cents)).toBe(written);
    expect(priceUnitsToCents(written)).toBe(cents);
  });

  it.each(['19,95', '1.955', '-5', '+5', '.5', '5.', '', ' 5', '1e3', 'abc', '99999999999999999'])(
    'refuses the URL price %j', (text) => expect(priceUnitsToCents(text)).toBeUndefined(),
  );

  it.each([-1, 1.5, Number.NaN])('refuses %s cents', (cents) => {
    expect(() => centsToPriceUnits(cents)).toThrow(RangeError);
  });
});

describe('price range "min:max"', () => {
  it.each<[string, PriceRange, string]>([
    ['10:100', { min: 1000, max: 10000 }, '10:100'],
    ['19.95:59', { min: 1995, max: 5900 }, '19.95:59'],
    ['10:', { min: 1000 }, '10:'],
    [':100', { max: 10000 }, ':100'],
    ['59:59', { min: 5900, max: 5900 }, '59:59'],
  ])('%s ↔ %j', (text, range, written) => {
    expect(parsePriceRange(text)).toEqual(range);
    expect(formatPriceRange(range)).toBe(written);
  });

  it.each([':', '', '10', '10:20:30', '100:10', 'a:10', '10:b', '10,5:20'])('drops %j', (text) => {
    expect(parsePriceRange(text)).toBeUndefined();
  });
});
