import type { Random } from './prng.js';

/*
 * The seed's calendar. It never reads the clock: "today" is SEED_DATE, so generated dates (a
 * review's date, a product's release, what counts as new) are the same on every run and the
 * demo data ages only when this constant is moved.
 */
export const SEED_DATE = '2026-01-01';

const DAY_MS = 86_400_000;

const toEpochDay = (isoDate: string): number => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
};

const fromEpochDay = (epochDay: number): string => new Date(epochDay * DAY_MS).toISOString().slice(0, 10);

export const addDays = (isoDate: string, days: number): string => fromEpochDay(toEpochDay(isoDate) + days);

export const daysBetween = (from: string, to: string): number => toEpochDay(to) - toEpochDay(from);

/** A date in [from, to], both 'YYYY-MM-DD'. */
export const randomDate = (random: Random, from: string, to: string): string =>
  addDays(from, random.int(0, Math.max(0, daysBetween(from, to))));

/** A date-time on that date during shop hours, as commercetools writes DateTime values. */
export const randomDateTime = (random: Random, date: string): string =>
  `${date}T${String(random.int(7, 21)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00.000Z`;
