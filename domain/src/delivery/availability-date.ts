import { addUtcMonthsClamped } from './add-months.js';
import { utcCalendarDateOf, type SameUtcDateKind, type UtcDateLike } from './utc-calendar-date.js';

/** Spec 1 §4, spec 2 §9: the availability message is "date plus 3 months" ('Buy in {month}'). */
export const AVAILABILITY_MONTHS_AHEAD = 3;

/**
 * Reading chosen: three calendar months (clamped to the month's end), not 3 × the spec's
 * "month = 2592000 s" constant (90 days), which would name the wrong month near month ends
 * (1 May + 90 days is 30 July, three months is 1 August).
 */
export const availabilityDate = <D extends UtcDateLike>(date: D): SameUtcDateKind<D> =>
  addUtcMonthsClamped(date, AVAILABILITY_MONTHS_AHEAD);

export interface AvailabilityMonth {
  readonly year: number;
  /** 1 = January … 12 = December. */
  readonly month: number;
}

/** The month to fill into 'Buy in {month}'; the year tells December apart from next December. */
export function availabilityMonth(date: UtcDateLike): AvailabilityMonth {
  const { year, month } = utcCalendarDateOf(availabilityDate(date));
  return { year, month };
}

/**
 * The month's name in the locale, as Intl gives it standalone ("February", "február"). Languages
 * that inflect the month inside a sentence need the storefront's translation around it.
 */
export function availabilityMonthName(date: UtcDateLike, locale: string): string {
  const { year, month } = availabilityMonth(date);
  return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
}
