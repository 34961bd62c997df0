/**
 * A day in UTC calendar terms. Delivery and availability dates are calendar days, not instants:
 * working in UTC keeps them free of the server's time zone and of daylight-saving jumps.
 */
export interface UtcCalendarDate {
  readonly year: number;
  /** 1 = January … 12 = December (unlike Date's 0-based months). */
  readonly month: number;
  readonly day: number;
}

/** The two ways callers hold a day; every rule here answers in the kind it was given. */
export type UtcDateLike = Date | UtcCalendarDate;
export type SameUtcDateKind<D extends UtcDateLike> = D extends Date ? Date : UtcCalendarDate;

const MS_PER_DAY = 86_400_000;

function utcDate(year: number, month: number, day: number, msOfDay = 0): Date {
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 to 1900–1999.
  const date = new Date(msOfDay);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

export function isValidUtcCalendarDate(value: UtcCalendarDate): boolean {
  const { year, month, day } = value;
  if (![year, month, day].every(Number.isInteger)) return false;
  const date = utcDate(year, month, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The UTC calendar day of a Date or a checked calendar date; invalid input is a caller bug. */
export function utcCalendarDateOf(value: UtcDateLike): UtcCalendarDate {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError('invalid Date');
    return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() };
  }
  if (!isValidUtcCalendarDate(value)) throw new RangeError(`invalid calendar date ${JSON.stringify(value)}`);
  return { year: value.year, month: value.month, day: value.day };
}

/** 0 = Sunday … 6 = Saturday, as Date.getUTCDay. */
export const utcWeekdayOf = (value: UtcDateLike): number => {
  const { year, month, day } = utcCalendarDateOf(value);
  return utcDate(year, month, day).getUTCDay();
};

export const daysInUtcMonth = (year: number, month: number): number => utcDate(year, month + 1, 0).getUTCDate();

/**
 * Puts `target` in the kind of `like`. A Date keeps its UTC time of day, so a `now` passed in
 * comes back as the same moment of the target day.
 */
export function asUtcDateKind<D extends UtcDateLike>(like: D, target: UtcCalendarDate): SameUtcDateKind<D> {
  if (like instanceof Date) {
    const msOfDay = ((like.getTime() % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY;
    return utcDate(target.year, target.month, target.day, msOfDay) as SameUtcDateKind<D>;
  }
  return { year: target.year, month: target.month, day: target.day } as SameUtcDateKind<D>;
}

/** Calendar days later (or earlier for a negative count). */
export function addUtcCalendarDays<D extends UtcDateLike>(value: D, days: number): SameUtcDateKind<D> {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  const { year, month, day } = utcCalendarDateOf(value);
  const shifted = utcDate(year, month, day + days);
  return asUtcDateKind(value, utcCalendarDateOf(shifted));
}
