import { asUtcDateKind, daysInUtcMonth, utcCalendarDateOf, type SameUtcDateKind, type UtcDateLike } from './utc-calendar-date.js';

/**
 * Calendar months later. A day the target month lacks is clamped to its last day (30 Nov + 3 → 28
 * or 29 Feb) rather than overflowing into March as Date.setUTCMonth would.
 */
export function addUtcMonthsClamped<D extends UtcDateLike>(value: D, months: number): SameUtcDateKind<D> {
  if (!Number.isInteger(months)) throw new RangeError(`months must be an integer, got ${months}`);
  const { year, month, day } = utcCalendarDateOf(value);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12 + 1;
  return asUtcDateKind(value, {
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInUtcMonth(targetYear, targetMonth)),
  });
}
