import type { Money } from '../money/money.js';
import { subtract } from '../money/money.js';
import { percentageOfPermyriad } from '../money/percentage.js';
import type { VolumeTier } from './volume-tier.js';

/**
 * The best tier whose volume the quantity reaches. Reading chosen for "best": the largest
 * discount; between equal discounts the larger volume. With the usual increasing tiers this is
 * simply the highest tier reached.
 */
export function applicableVolumeTier(tiers: readonly VolumeTier[], quantity: number): VolumeTier | undefined {
  let best: VolumeTier | undefined;
  for (const tier of tiers) {
    if (tier.volume > quantity) continue;
    const better = best === undefined || tier.permyriad > best.permyriad ||
      (tier.permyriad === best.permyriad && tier.volume > best.volume);
    if (better) best = tier;
  }
  return best;
}

/**
 * Unit price after the tier: the discount is rounded to the cent half-to-even and then
 * subtracted, as commercetools does for relative discounts (not the rounded remainder).
 */
export function unitPriceAfterVolumeTier(unitPrice: Money, tier: VolumeTier | undefined): Money {
  return tier === undefined ? unitPrice : subtract(unitPrice, percentageOfPermyriad(unitPrice, tier.permyriad, 'HalfEven'));
}
