import { describe, expect, it } from '@jest/globals';
import { addUtcMonthsClamped } from './add-months.js';

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('calendar months with month-end clamping', () => {
  it.each([
    [d(2023, 11, 30), 3, d(2024, 2, 29)], // leap year
    [d(2022, 11, 30), 3, d(2023, 2, 28)],
    [d(2024, 8, 31), 3, d(2024, 11, 30)],
    [d(2024, 1, 15), 3, d(2024, 4, 15)],
    [d(2024, 10, 31), 3, d(2025, 1, 31)],
    [d(2024, 12, 31), 3, d(2025, 3, 31)],
    [d(2024, 5, 31), -3, d(2024, 2, 29)],
    [d(2024, 1, 31), -13, d(2022, 12, 31)],
    [d(2024, 3, 31), 0, d(2024, 3, 31)],
  ])('%j + %i months = %j', (start, months, expected) => {
    expect(addUtcMonthsClamped(start, months)).toEqual(expected);
  });

  it('answers a Date with a Date at the same UTC time', () => {
    expect(addUtcMonthsClamped(new Date('2023-11-30T18:45:00Z'), 3).toISOString()).toBe('2024-02-29T18:45:00.000Z');
  });

  it('refuses fractional months', () => {
    expect(() => addUtcMonthsClamped(d(2024, 1, 1), 1.5)).toThrow(RangeError);
  });
});
