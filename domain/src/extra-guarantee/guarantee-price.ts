import type { Money } from '../money/money.js';
import { percentageOfPermyriad } from '../money/percentage.js';
import type { RoundingMode } from '../money/rounding.js';

const PERCENT = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * A rate percent ('7.5', 7.5, '10') as integer permyriad (750, 1000), parsed from its decimal
 * text so no float enters the price. Rates finer than 0.01 % cannot be represented and throw.
 */
export function ratePercentToPermyriad(ratePercent: string | number): number {
  const text = typeof ratePercent === 'number' ? String(ratePercent) : ratePercent.trim();
  const match = PERCENT.exec(text);
  if (!match) throw new RangeError(`not a rate percent with at most two decimals: "${text}"`);
  const [, whole = '', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Guarantee price = product price × rate percent (spec 2 §4), rounded to the cent. Reading
 * chosen: the product price is the unit price the line is charged (discounted when it is), and
 * rounding is half-to-even like every other percentage in the shop.
 */
export function extraGuaranteePrice(productPrice: Money, ratePercent: string | number, mode: RoundingMode = 'HalfEven'): Money {
  return percentageOfPermyriad(productPrice, ratePercentToPermyriad(ratePercent), mode);
}
