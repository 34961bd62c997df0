import { describe, expect, it } from '@jest/globals';
import { AVAILABILITY_MONTHS_AHEAD, availabilityDate, availabilityMonth, availabilityMonthName } from './availability-date.js';

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe("availability message: date + 3 months, 'Buy in {month}' (spec 1 §4, spec 2 §9)", () => {
  it('looks three months ahead', () => {
    expect(AVAILABILITY_MONTHS_AHEAD).toBe(3);
  });

  it.each([
    [d(2024, 5, 1), d(2024, 8, 1)], // 3 × 30 days would give 30 July: calendar months chosen
    [d(2023, 11, 30), d(2024, 2, 29)], // clamped to the end of February
    [d(2022, 11, 30), d(2023, 2, 28)],
    [d(2024, 10, 15), d(2025, 1, 15)],
  ])('%j → %j', (date, expected) => {
    expect(availabilityDate(date)).toEqual(expected);
  });

  it('keeps the kind: a Date gives a Date', () => {
    expect(availabilityDate(new Date('2024-05-01T00:00:00Z')).toISOString()).toBe('2024-08-01T00:00:00.000Z');
  });

  it.each([
    [d(2023, 11, 30), { year: 2024, month: 2 }],
    [d(2024, 10, 31), { year: 2025, month: 1 }],
    [d(2024, 1, 1), { year: 2024, month: 4 }],
  ])('%j shows the month %j', (date, expected) => {
    expect(availabilityMonth(date)).toEqual(expected);
  });

  it.each([
    ['en-GB', 'February'],
    ['de-DE', 'Februar'],
    ['sk-SK', 'február'],
    ['cs-CZ', 'únor'],
    ['fr-FR', 'février'],
  ])('names the month in %s as %s', (locale, name) => {
    expect(availabilityMonthName(new Date('2023-11-30T12:00:00Z'), locale)).toBe(name);
  });
});
