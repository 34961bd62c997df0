/**
 * The net of a gross amount that includes VAT at `ratePercent` (the rate shown, e.g. 20 or 25.5;
 * vatRatePercent's at most 2 decimals), in whole cents: gross / (1 + rate), halves rounded up.
 * PINNED (issue 20, NET prices): applied to one UNIT price (a line's unit, the fee, the shipping),
 * never to a line total, so every unit of a line costs the same net and the order's line total is
 * quantity × net unit, as the platform computes it from an external unit price. Worked in
 * hundredths of a percent with integers, so 25.5 % is exact and no float rounding decides a cent.
 */
export function netOfGross(grossCents: number, ratePercent: number): number {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0) throw new RangeError(`a gross amount is whole, non-negative cents, got ${grossCents}`);
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || ratePercent > 100) throw new RangeError(`a VAT rate lies between 0 and 100 %, got ${ratePercent}`);
  const divisor = 10_000 + Math.round(ratePercent * 100);
  const twice = 2 * grossCents * 10_000;
  if (!Number.isSafeInteger(twice + divisor)) throw new RangeError(`the gross amount ${grossCents} is too large to net exactly`);
  // round(gross × 10000 / divisor) with halves up = floor((2 × gross × 10000 + divisor) / (2 × divisor)).
  return Math.floor((twice + divisor) / (2 * divisor));
}
