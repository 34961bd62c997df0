import { money, subtract, type Money } from './money.js';
import { divideRounded, type RoundingMode } from './rounding.js';

/** commercetools expresses relative values in permyriad: 500 = 5 %. */
export const permyriadToPercent = (permyriad: number): number => permyriad / 100;

/** The part of `value` that `permyriad` represents, rounded to a whole cent. */
export function percentageOfPermyriad(value: Money, permyriad: number, mode: RoundingMode = 'HalfEven'): Money {
  if (!Number.isInteger(permyriad)) throw new RangeError(`permyriad must be an integer, got ${permyriad}`);
  return money(divideRounded(value.centAmount * permyriad, 10_000, mode), value.currencyCode, value.fractionDigits);
}

/**
 * The discount a shopper sees: standard price minus price, only when the standard price is
 * greater (spec 1 §3, spec 2 §9). Otherwise there is no discount to show.
 */
export function discountFromStandard(standard: Money, price: Money): Money | undefined {
  const difference = subtract(standard, price);
  return difference.centAmount > 0 ? difference : undefined;
}
