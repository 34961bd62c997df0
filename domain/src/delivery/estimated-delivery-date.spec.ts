import { describe, expect, it } from '@jest/globals';
import { estimatedDeliveryDate } from './estimated-delivery-date.js';

describe("estimated delivery date = today + upper number of 'N-M' in working days (spec 2 §5, spec 1 §4)", () => {
  it.each([
    // today (weekday), DeliveryTime, expected
    [{ year: 2024, month: 5, day: 31 }, '1-2', { year: 2024, month: 6, day: 4 }], // Friday + 2 = Tuesday
    [{ year: 2024, month: 5, day: 31 }, '2-4', { year: 2024, month: 6, day: 6 }], // Friday + 4 = Thursday
    [{ year: 2024, month: 6, day: 1 }, '1-3', { year: 2024, month: 6, day: 5 }], // Saturday + 3 = Wednesday
    [{ year: 2024, month: 6, day: 2 }, '3', { year: 2024, month: 6, day: 5 }], // Sunday + 3 = Wednesday
    [{ year: 2024, month: 6, day: 3 }, '2-4', { year: 2024, month: 6, day: 7 }], // Monday + 4 = Friday
    [{ year: 2024, month: 6, day: 5 }, '3-5', { year: 2024, month: 6, day: 12 }], // Wednesday + 5 = Wednesday
  ])('%j with %j arrives %j', (today, deliveryTime, expected) => {
    expect(estimatedDeliveryDate(today, deliveryTime)).toEqual(expected);
  });

  it('does not use the calendar-day reading (Friday + 2 calendar days would be Sunday)', () => {
    expect(estimatedDeliveryDate({ year: 2024, month: 5, day: 31 }, '1-2')).not.toEqual({ year: 2024, month: 6, day: 2 });
  });

  it('answers a Date with a Date', () => {
    expect(estimatedDeliveryDate(new Date('2024-05-31T09:00:00Z'), '2-4')?.toISOString()).toBe('2024-06-06T09:00:00.000Z');
  });

  it.each([undefined, '', 'soon', '4-2', '2 - 4'])('shows no date for the malformed field %j', (deliveryTime) => {
    expect(estimatedDeliveryDate({ year: 2024, month: 6, day: 3 }, deliveryTime)).toBeUndefined();
    expect(estimatedDeliveryDate(new Date('2024-06-03T09:00:00Z'), deliveryTime)).toBeUndefined();
  });

  it('treats an invalid today as a caller bug', () => {
    expect(() => estimatedDeliveryDate(new Date('nonsense'), '2-4')).toThrow(RangeError);
  });
});
