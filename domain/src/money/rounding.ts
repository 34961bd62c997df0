/** commercetools' rounding modes; HalfEven is its default for tax and relative discounts. */
export type RoundingMode = 'HalfEven' | 'HalfUp' | 'HalfDown';

/**
 * Rounds numerator/denominator to an integer without going through a float, so that
 * percentages of large amounts stay exact (integers only, both operands safe integers).
 */
export function divideRounded(numerator: number, denominator: number, mode: RoundingMode = 'HalfEven'): number {
  if (denominator <= 0 || !Number.isInteger(denominator)) throw new RangeError('denominator must be a positive integer');
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  const negative = n < 0n;
  const abs = negative ? -n : n;
  let quotient = abs / d;
  const twiceRemainder = (abs % d) * 2n;
  if (twiceRemainder > d) quotient += 1n;
  else if (twiceRemainder === d) {
    const roundUp = mode === 'HalfUp' || (mode === 'HalfEven' && quotient % 2n === 1n);
    if (roundUp) quotient += 1n;
  }
  return Number(negative ? -quotient : quotient);
}
