import { permyriadToPercent } from '../money/percentage.js';
import type { VolumeCartDiscount } from './cart-discount.js';
import { parseVolumePredicate } from './volume-predicate.js';

export interface VolumeTier {
  /** Minimum quantity of the line for the tier to apply. */
  readonly volume: number;
  /** Kept for exact money arithmetic; discountPercentage is for display. */
  readonly permyriad: number;
  readonly discountPercentage: number;
  readonly key?: string;
}

const isRelative = (value: VolumeCartDiscount['value']): value is { type: 'relative'; permyriad: number } =>
  value.type === 'relative';

const isValidPermyriad = (permyriad: unknown): permyriad is number =>
  typeof permyriad === 'number' && Number.isInteger(permyriad) && permyriad > 0 && permyriad <= 10_000;

/**
 * A cart discount seen as a volume tier (spec 2 §3: predicate → volume, permyriad / 100 →
 * discountPercentage). Undefined when it is not a relative, line-item, 'quantity >= N' discount.
 */
export function toVolumeTier(discount: VolumeCartDiscount): VolumeTier | undefined {
  const { value, target } = discount;
  if (!isRelative(value) || !isValidPermyriad(value.permyriad)) return undefined;
  if (target?.type !== 'lineItems' || !('predicate' in target)) return undefined;
  const volume = parseVolumePredicate(target.predicate);
  if (volume === undefined) return undefined;
  return {
    volume,
    permyriad: value.permyriad,
    discountPercentage: permyriadToPercent(value.permyriad),
    ...(discount.key === undefined ? {} : { key: discount.key }),
  };
}
