import { describe, expect, it } from '@jest/globals';
import {
  addUtcCalendarDays, asUtcDateKind, daysInUtcMonth, isValidUtcCalendarDate, utcCalendarDateOf, utcWeekdayOf,
} from './utc-calendar-date.js';

describe('UTC calendar dates', () => {
  it.each([
    [{ year: 2024, month: 2, day: 29 }, true],
    [{ year: 2023, month: 2, day: 29 }, false],
    [{ year: 2024, month: 13, day: 1 }, false],
    [{ year: 2024, month: 0, day: 1 }, false],
    [{ year: 2024, month: 4, day: 31 }, false],
    [{ year: 2024, month: 4, day: 0 }, false],
    [{ year: 2024, month: 4, day: 1.5 }, false],
    [{ year: 50, month: 1, day: 1 }, true],
  ])('%j is valid: %s', (date, valid) => {
    expect(isValidUtcCalendarDate(date)).toBe(valid);
  });

  it('reads a Date by its UTC day, whatever the server time zone', () => {
    // 23:30 UTC on Friday 31 May is already Saturday in Central Europe.
    const lateFriday = new Date('2024-05-31T23:30:00Z');
    expect(utcCalendarDateOf(lateFriday)).toEqual({ year: 2024, month: 5, day: 31 });
    expect(utcWeekdayOf(lateFriday)).toBe(5);
  });

  it('refuses invalid input as a caller bug', () => {
    expect(() => utcCalendarDateOf(new Date('nonsense'))).toThrow(RangeError);
    expect(() => utcCalendarDateOf({ year: 2023, month: 2, day: 29 })).toThrow('invalid calendar date');
  });

  it.each([[2024, 2, 29], [2023, 2, 28], [1900, 2, 28], [2000, 2, 29], [2024, 4, 30], [2024, 12, 31], [2024, 1, 31]])(
    '%i-%i has %i days',
    (year, month, days) => {
      expect(daysInUtcMonth(year, month)).toBe(days);
    },
  );

  it('adds calendar days across month and year ends, both ways', () => {
    expect(addUtcCalendarDays({ year: 2024, month: 12, day: 30 }, 3)).toEqual({ year: 2025, month: 1, day: 2 });
    expect(addUtcCalendarDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(() => addUtcCalendarDays({ year: 2024, month: 3, day: 1 }, 0.5)).toThrow(RangeError);
  });

  it('answers a Date with a Date at the same UTC time of day, and does not mutate the input', () => {
    const start = new Date('2024-03-30T22:15:00Z'); // the night Europe moves its clocks
    const result = addUtcCalendarDays(start, 2);
    expect(result).toBeInstanceOf(Date);
    expect(result.toISOString()).toBe('2024-04-01T22:15:00.000Z');
    expect(start.toISOString()).toBe('2024-03-30T22:15:00.000Z');
    expect(asUtcDateKind(new Date('1969-07-20T20:17:00Z'), { year: 1969, month: 7, day: 21 }).toISOString())
      .toBe('1969-07-21T20:17:00.000Z');
  });
});
