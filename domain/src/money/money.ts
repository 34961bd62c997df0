import type { CurrencyCode } from '../market/codes.js';

/**
 * Money as commercetools carries it: an integer number of the currency's smallest unit.
 * amount = centAmount / 10^fractionDigits. Never a float amount.
 */
export interface Money {
  readonly centAmount: number;
  readonly currencyCode: CurrencyCode;
  readonly fractionDigits: number;
}

/** ISO 4217 minor units; every currency the shop sells in has two. */
export const FRACTION_DIGITS: Readonly<Record<CurrencyCode, number>> = {
  EUR: 2, GBP: 2, CHF: 2, CZK: 2, DKK: 2, SEK: 2, HUF: 2, RON: 2, NOK: 2, PLN: 2, BGN: 2, USD: 2,
};

export class MoneyError extends Error {
  override name = 'MoneyError';
}

export function money(centAmount: number, currencyCode: CurrencyCode, fractionDigits = FRACTION_DIGITS[currencyCode]): Money {
  if (!Number.isSafeInteger(centAmount)) {
    throw new MoneyError(`centAmount must be a safe integer, got ${centAmount}`);
  }
  return { centAmount, currencyCode, fractionDigits };
}

export const zero = (currencyCode: CurrencyCode): Money => money(0, currencyCode);

/**
 * Parses a decimal string ("1.95", "22099") into money without passing through a float,
 * so the spec's tables can be written as the spec writes them.
 */
export function moneyFromDecimal(decimal: string, currencyCode: CurrencyCode): Money {
  const digits = FRACTION_DIGITS[currencyCode];
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) throw new MoneyError(`not a decimal amount: "${decimal}"`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > digits) {
    throw new MoneyError(`"${decimal}" has more than ${digits} fraction digits for ${currencyCode}`);
  }
  const cents = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return money(sign ? -cents : cents, currencyCode, digits);
}

/** The decimal amount, for display and for APIs that want one; never feed it back into arithmetic. */
export const toAmount = (value: Money): number => value.centAmount / 10 ** value.fractionDigits;

function assertSameCurrency(a: Money, b: Money): void {
  if (a.currencyCode !== b.currencyCode || a.fractionDigits !== b.fractionDigits) {
    throw new MoneyError(`cannot combine ${a.currencyCode} and ${b.currencyCode}`);
  }
}

export function add(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return money(a.centAmount + b.centAmount, a.currencyCode, a.fractionDigits);
}

export function subtract(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return money(a.centAmount - b.centAmount, a.currencyCode, a.fractionDigits);
}

export function sum(values: readonly Money[], currencyCode: CurrencyCode): Money {
  return values.reduce(add, zero(currencyCode));
}

export function multiply(value: Money, quantity: number): Money {
  if (!Number.isInteger(quantity)) throw new MoneyError(`quantity must be an integer, got ${quantity}`);
  return money(value.centAmount * quantity, value.currencyCode, value.fractionDigits);
}

export const compare = (a: Money, b: Money): number => {
  assertSameCurrency(a, b);
  return Math.sign(a.centAmount - b.centAmount);
};

export const isZero = (value: Money): boolean => value.centAmount === 0;
