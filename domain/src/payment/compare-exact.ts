import type { Money } from '../money/money.js';

/**
 * Compares two amounts of the same currency that may carry different fractionDigits (a
 * high-precision total against a cent-precision limit) by scaling both to the finer precision
 * in BigInt, so no float and no rounding is involved. Currency equality is the caller's check.
 */
export function compareAcrossPrecision(a: Money, b: Money): number {
  const digits = Math.max(a.fractionDigits, b.fractionDigits);
  const scaledA = BigInt(a.centAmount) * 10n ** BigInt(digits - a.fractionDigits);
  const scaledB = BigInt(b.centAmount) * 10n ** BigInt(digits - b.fractionDigits);
  return scaledA === scaledB ? 0 : scaledA < scaledB ? -1 : 1;
}
