/**
 * VAT rate shown = tax category rate × 100 (spec 1 §5, spec 2 §9), at most 2 decimals.
 * The shift by 100 (and the rounding digit) is done on the decimal text of the rate, not by
 * multiplying floats: 0.07 * 100 is 7.000000000000001 and 0.04495 * 10000 is 449.49999…,
 * whereas the text "0.04495" shifted is exactly 449.5. Halves round up (4.495 → 4.5).
 */
export function vatRatePercent(rate: number): number {
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) throw new RangeError(`a tax rate lies between 0 and 1, got ${rate}`);
  const [mantissa, exponent = '0'] = String(rate).split('e');
  const hundredthsOfPercent = Math.round(Number(`${mantissa}e${Number(exponent) + 4}`));
  return hundredthsOfPercent / 100;
}
