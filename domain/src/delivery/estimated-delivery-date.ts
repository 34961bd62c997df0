import { parseDeliveryTimeRange } from './delivery-time-range.js';
import type { SameUtcDateKind, UtcDateLike } from './utc-calendar-date.js';
import { addWorkingDays } from './working-days.js';

/**
 * Estimated delivery date = today + the upper number of the shipping method's 'N-M' DeliveryTime
 * (spec 1 §4, spec 2 §5). Spec 1 gives it as "one reading adds working days"; the other reading
 * adds calendar days. We count working days (Saturday and Sunday skipped), as spec 2 states.
 *
 * `today` comes from the caller (no clock here). A malformed range gives undefined, never an error
 * at the shopper; an invalid `today` is a bug in the caller and throws RangeError.
 */
export function estimatedDeliveryDate<D extends UtcDateLike>(
  today: D,
  deliveryTime: unknown,
): SameUtcDateKind<D> | undefined {
  const range = parseDeliveryTimeRange(deliveryTime);
  return range ? addWorkingDays(today, range.maxDays) : undefined;
}
