import { describe, expect, it } from '@jest/globals';
import { deliveryTimeForLocale, parseDeliveryTimeRange } from './delivery-time-range.js';

describe("DeliveryTime 'N-M' range (spec 1 §3/§4, spec 2 §3)", () => {
  it.each([
    ['2-4', 2, 4],
    ['1-3', 1, 3],
    ['10-14', 10, 14],
    ['5-5', 5, 5],
    ['0-1', 0, 1],
    [' 2-4 ', 2, 4],
    ['3', 3, 3], // reading chosen: a single number is its own upper bound
    ['07-10', 7, 10],
  ])('reads %j as %i to %i days', (text, minDays, maxDays) => {
    expect(parseDeliveryTimeRange(text)).toEqual({ minDays, maxDays });
  });

  it.each([
    '', ' ', '2 - 4', '2–4', '2-4 days', '4-2', '0', '0-0', '-3', '2-', '-', 'a-b', '2.5-4', '+3', '1-2-3', '1000-2000',
    undefined, null, 4, { min: 2, max: 4 },
  ])('rejects %j without throwing', (text) => {
    expect(parseDeliveryTimeRange(text)).toBeUndefined();
  });
});

describe('DeliveryTime custom field for the locale', () => {
  const field = { 'sk-SK': '1-3', 'de-DE': '2-4', fr: '3-5' };

  it.each([
    ['sk-SK', '1-3'],
    ['de-DE', '2-4'],
    ['fr-BE', '3-5'], // no 'fr-BE' value: the bare language key is the fallback
    ['de-AT', undefined], // another country's value is not borrowed
    ['it-IT', undefined],
    ['fr', '3-5'],
    ['sk', undefined],
  ])('%s → %j', (locale, expected) => {
    expect(deliveryTimeForLocale(field, locale)).toBe(expected);
  });

  it('has nothing when the method carries no field', () => {
    expect(deliveryTimeForLocale(undefined, 'sk-SK')).toBeUndefined();
  });
});
