import { describe, expect, it } from '@jest/globals';
import { money, zero } from '../money/money.js';
import { ShippingFeesMissingError } from './shipping-fees.js';
import { amountToFreeShipping } from './free-shipping-remaining.js';

// Threshold per spec 1 §9 / spec 2 §9, in cents.
const THRESHOLDS = [
  ['SK', 'EUR', 5900],
  ['GB', 'GBP', 5200],
  ['DK', 'DKK', 43900],
  ['SE', 'SEK', 65900],
  ['NO', 'NOK', 68900],
  ['CH', 'CHF', 5900],
  ['CZ', 'CZK', 139900],
  ['PL', 'PLN', 26900],
  ['SK', 'HUF', 2209900],
  ['RO', 'RON', 28900],
  ['BG', 'BGN', 11500],
  ['FR', 'EUR', 5900],
  ['HU', 'HUF', 2209900],
] as const;

describe('amount remaining to free shipping = threshold − subtotal, never below zero', () => {
  it.each(THRESHOLDS)('%s in %s needs the whole %i cents from an empty cart', (country, currency, threshold) => {
    expect(amountToFreeShipping({ country, subtotal: zero(currency) })).toEqual(money(threshold, currency));
  });

  it.each(THRESHOLDS)('%s in %s needs one cent just below %i', (country, currency, threshold) => {
    expect(amountToFreeShipping({ country, subtotal: money(threshold - 1, currency) })).toEqual(money(1, currency));
  });

  it.each(THRESHOLDS)('%s in %s needs nothing at or above %i', (country, currency, threshold) => {
    expect(amountToFreeShipping({ country, subtotal: money(threshold, currency) })).toEqual(zero(currency));
    expect(amountToFreeShipping({ country, subtotal: money(threshold * 3, currency) })).toEqual(zero(currency));
  });

  it('subtracts in cents: 59.00 − 41.05 EUR = 17.95', () => {
    expect(amountToFreeShipping({ country: 'DE', subtotal: money(4105, 'EUR') })).toEqual(money(1795, 'EUR'));
  });

  it('has no answer for USD', () => {
    expect(() => amountToFreeShipping({ country: 'SK', subtotal: money(1, 'USD') })).toThrow(ShippingFeesMissingError);
  });
});
