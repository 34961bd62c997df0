import { describe, expect, it } from '@jest/globals';
import {
  add, compare, FRACTION_DIGITS, isZero, money, MoneyError, moneyFromDecimal, multiply, subtract, sum, toAmount, zero,
} from './money.js';
import { CURRENCY_CODES } from '../market/codes.js';

describe('money (spec 1 §3: amount = centAmount / 10^fractionDigits)', () => {
  it('keeps integer cents and derives the amount from fractionDigits', () => {
    expect(money(1995, 'EUR')).toEqual({ centAmount: 1995, currencyCode: 'EUR', fractionDigits: 2 });
    expect(toAmount(money(1995, 'EUR'))).toBe(19.95);
    expect(toAmount(money(1995, 'EUR', 3))).toBe(1.995);
    expect(toAmount(money(2209900, 'HUF'))).toBe(22099);
  });

  it('has fraction digits for every currency the shop knows', () => {
    for (const code of CURRENCY_CODES) expect(FRACTION_DIGITS[code]).toBe(2);
  });

  it('refuses fractional or unsafe cents', () => {
    expect(() => money(19.5, 'EUR')).toThrow(MoneyError);
    expect(() => money(Number.MAX_SAFE_INTEGER + 1, 'EUR')).toThrow(MoneyError);
  });

  it.each([
    ['1.95', 'EUR', 195], ['59', 'EUR', 5900], ['22099', 'HUF', 2209900], ['217.5', 'GBP', 21750],
    ['0.05', 'CHF', 5], ['-3.40', 'CZK', -340],
  ] as const)('parses the decimal %s %s without floats into %i cents', (decimal, currency, cents) => {
    expect(moneyFromDecimal(decimal, currency).centAmount).toBe(cents);
  });

  it.each(['1.955', 'abc', '', '1,95', '.5'])('rejects the malformed decimal "%s"', (decimal) => {
    expect(() => moneyFromDecimal(decimal, 'EUR')).toThrow(MoneyError);
  });

  it('adds, subtracts, sums and multiplies by quantity in cents', () => {
    expect(add(money(195, 'EUR'), money(995, 'EUR')).centAmount).toBe(1190);
    expect(subtract(money(995, 'EUR'), money(195, 'EUR')).centAmount).toBe(800);
    expect(sum([money(1, 'PLN'), money(2, 'PLN'), money(3, 'PLN')], 'PLN')).toEqual(money(6, 'PLN'));
    expect(sum([], 'SEK')).toEqual(zero('SEK'));
    expect(multiply(money(333, 'EUR'), 3).centAmount).toBe(999);
    expect(() => multiply(money(333, 'EUR'), 1.5)).toThrow(MoneyError);
  });

  it('never mixes currencies', () => {
    expect(() => add(money(1, 'EUR'), money(1, 'CZK'))).toThrow('cannot combine EUR and CZK');
    expect(() => compare(money(1, 'EUR'), money(1, 'EUR', 3))).toThrow(MoneyError);
  });

  it('compares and tests for zero', () => {
    expect(compare(money(1, 'EUR'), money(2, 'EUR'))).toBe(-1);
    expect(compare(money(2, 'EUR'), money(2, 'EUR'))).toBe(0);
    expect(compare(money(3, 'EUR'), money(2, 'EUR'))).toBe(1);
    expect(isZero(zero('EUR'))).toBe(true);
    expect(isZero(money(1, 'EUR'))).toBe(false);
  });
});
