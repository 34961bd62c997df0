import { describe, expect, it } from '@jest/globals';
import { addUtcCalendarDays, utcWeekdayOf, type UtcCalendarDate } from './utc-calendar-date.js';
import { addWorkingDays, isUtcWeekend } from './working-days.js';

// The week of Monday 3 June 2024.
const d = (month: number, day: number, year = 2024): UtcCalendarDate => ({ year, month, day });
const FRI = d(5, 31);
const SAT = d(6, 1);
const SUN = d(6, 2);
const MON = d(6, 3);
const THU = d(6, 6);

describe('working days skip Saturday and Sunday (spec 2 §5, spec 1 §4)', () => {
  it.each([
    ['Friday + 2 = Tuesday', FRI, 2, d(6, 4)],
    ['Friday + 1 = Monday', FRI, 1, d(6, 3)],
    ['Saturday + 1 = Monday', SAT, 1, d(6, 3)],
    ['Saturday + 2 = Tuesday', SAT, 2, d(6, 4)],
    ['Sunday + 1 = Monday', SUN, 1, d(6, 3)],
    ['Sunday + 5 = Friday', SUN, 5, d(6, 7)],
    ['Saturday + 5 = Friday, not the next Saturday', SAT, 5, d(6, 7)],
    ['Saturday + 10 = Friday a week later', SAT, 10, d(6, 14)],
    ['Monday + 4 = Friday', MON, 4, d(6, 7)],
    ['Monday + 5 = next Monday', MON, 5, d(6, 10)],
    ['Thursday + 1 = Friday', THU, 1, d(6, 7)],
    ['Thursday + 2 = Monday', THU, 2, d(6, 10)],
    ['Friday + 5 = next Friday', FRI, 5, d(6, 7)],
    ['Friday 27 Dec + 3 = Wednesday 1 Jan (no holidays)', d(12, 27), 3, d(1, 1, 2025)],
    ['Thursday 27 Feb 2025 + 2 = Monday 3 Mar', d(2, 27, 2025), 2, d(3, 3, 2025)],
    ['0 on a Saturday stays Saturday', SAT, 0, SAT],
  ])('%s', (_name, start, days, expected) => {
    expect(addWorkingDays(start, days)).toEqual(expected);
  });

  // Reference: step one calendar day at a time, counting weekdays.
  const stepByStep = (start: UtcCalendarDate, days: number): UtcCalendarDate => {
    let current = start;
    for (let left = days; left > 0;) {
      current = addUtcCalendarDays(current, 1);
      if (!isUtcWeekend(current)) left -= 1;
    }
    return current;
  };

  it.each([FRI, SAT, SUN, MON, d(6, 4), d(6, 5), THU])('agrees with day-by-day counting from %j for 0–30 days', (start) => {
    for (let days = 0; days <= 30; days += 1) expect(addWorkingDays(start, days)).toEqual(stepByStep(start, days));
  });

  it('answers a Date with a Date, judging the weekday in UTC', () => {
    // 23:30 UTC Friday is Saturday in Central Europe, but still Friday here: + 2 = Tuesday.
    const result = addWorkingDays(new Date('2024-05-31T23:30:00Z'), 2);
    expect(result.toISOString()).toBe('2024-06-04T23:30:00.000Z');
    expect(utcWeekdayOf(result)).toBe(2);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d working days', (days) => {
    expect(() => addWorkingDays(MON, days)).toThrow(RangeError);
  });

  it.each([[FRI, false], [SAT, true], [SUN, true], [MON, false]])('%j is a weekend: %s', (date, weekend) => {
    expect(isUtcWeekend(date)).toBe(weekend);
  });
});
