import { addUtcCalendarDays, utcWeekdayOf, type SameUtcDateKind, type UtcDateLike } from './utc-calendar-date.js';

const SUNDAY = 0;
const FRIDAY = 5;
const SATURDAY = 6;

const isWeekendWeekday = (weekday: number): boolean => weekday === SATURDAY || weekday === SUNDAY;

/** Saturday and Sunday are the only days skipped; public holidays are not in the spec. */
export const isUtcWeekend = (value: UtcDateLike): boolean => isWeekendWeekday(utcWeekdayOf(value));

/**
 * The day `workingDays` working days after `value`: each counted day is a Monday–Friday after
 * the start, so Friday + 1 is Monday and Saturday + 1 is Monday too. Adding 0 returns the start
 * unchanged, even on a weekend.
 */
export function addWorkingDays<D extends UtcDateLike>(value: D, workingDays: number): SameUtcDateKind<D> {
  if (!Number.isSafeInteger(workingDays) || workingDays < 0) {
    throw new RangeError(`workingDays must be a non-negative integer, got ${workingDays}`);
  }
  if (workingDays === 0) return addUtcCalendarDays(value, 0);
  // Counting from a weekend gives the same days as counting from the Friday before it, and from
  // a weekday every five working days are exactly one week, so only the remainder is walked.
  const startWeekday = utcWeekdayOf(value);
  const fromFriday = startWeekday === SATURDAY ? -1 : startWeekday === SUNDAY ? -2 : 0;
  const weekday = fromFriday === 0 ? startWeekday : FRIDAY;
  let calendarDays = Math.floor(workingDays / 5) * 7;
  let remaining = workingDays % 5;
  while (remaining > 0) {
    calendarDays += 1;
    if (!isWeekendWeekday((weekday + calendarDays) % 7)) remaining -= 1;
  }
  return addUtcCalendarDays(value, fromFriday + calendarDays);
}
