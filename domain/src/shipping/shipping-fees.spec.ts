import { describe, expect, it } from '@jest/globals';
import { COUNTRY_CODES, CURRENCY_CODES } from '../market/codes.js';
import {
  requireShippingFees, SHIPPING_FEE_COUNTRY_OVERRIDES, SHIPPING_FEES_BY_CURRENCY, shippingFeesFor, ShippingFeesMissingError,
} from './shipping-fees.js';

// Spec 1 §9 and spec 2 §9, in cents: [country, currency, threshold, parcel, freight].
// HUF's own row is only reachable outside Hungary while the temporary override stands, hence SK.
const CURRENCY_ROWS = [
  ['SK', 'EUR', 5900, 195, 995],
  ['GB', 'GBP', 5200, 195, 995],
  ['DK', 'DKK', 43900, 1500, 7400],
  ['SE', 'SEK', 65900, 2200, 11100],
  ['NO', 'NOK', 68900, 2300, 11600],
  ['CH', 'CHF', 5900, 195, 995],
  ['CZ', 'CZK', 139900, 4600, 23500],
  ['PL', 'PLN', 26900, 900, 4500],
  ['SK', 'HUF', 2209900, 73000, 373100],
  ['RO', 'RON', 28900, 1000, 4900],
  ['BG', 'BGN', 11500, 395, 1995],
] as const;

const OVERRIDE_ROWS = [
  ['FR', 'EUR', 5900, 695, 3995],
  ['HU', 'HUF', 2209900, 148100, 748100],
] as const;

describe('shipping fee table per currency (spec 1 §9, spec 2 §9)', () => {
  it('has a row for every currency except USD', () => {
    expect(Object.keys(SHIPPING_FEES_BY_CURRENCY).sort()).toEqual(CURRENCY_CODES.filter((c) => c !== 'USD').sort());
  });

  it.each([...CURRENCY_ROWS, ...OVERRIDE_ROWS])(
    '%s in %s: free from %i cents, parcel %i, freight %i',
    (country, currency, threshold, parcel, freight) => {
      const fees = shippingFeesFor(country, currency);
      expect(fees?.freeShippingThreshold).toEqual({ centAmount: threshold, currencyCode: currency, fractionDigits: 2 });
      expect(fees?.parcelFee).toEqual({ centAmount: parcel, currencyCode: currency, fractionDigits: 2 });
      expect(fees?.freightFee).toEqual({ centAmount: freight, currencyCode: currency, fractionDigits: 2 });
    },
  );

  it('overrides only France and Hungary', () => {
    expect(Object.keys(SHIPPING_FEE_COUNTRY_OVERRIDES).sort()).toEqual(['FR', 'HU']);
  });

  it.each([
    ['EUR', 'FR'],
    ['HUF', 'HU'],
  ] as const)('every market but the override uses the %s row', (currency, overridden) => {
    for (const country of COUNTRY_CODES) {
      const expected = country === overridden ? SHIPPING_FEE_COUNTRY_OVERRIDES[country] : SHIPPING_FEES_BY_CURRENCY[currency];
      expect(shippingFeesFor(country, currency)).toBe(expected);
    }
  });

  // Reading chosen: an override is written in one currency and is not converted.
  it.each([
    ['FR', 'CHF'],
    ['HU', 'EUR'],
  ] as const)('%s in %s falls back to the currency row', (country, currency) => {
    expect(shippingFeesFor(country, currency)).toBe(SHIPPING_FEES_BY_CURRENCY[currency]);
  });

  it('has no fees for USD: the lookup answers undefined, the strict lookup throws', () => {
    expect(shippingFeesFor('SK', 'USD')).toBeUndefined();
    expect(() => requireShippingFees('SK', 'USD')).toThrow(ShippingFeesMissingError);
    expect(() => requireShippingFees('SK', 'USD')).toThrow('no shipping fee table for USD (country SK)');
    expect(requireShippingFees('GB', 'GBP')).toBe(SHIPPING_FEES_BY_CURRENCY.GBP);
  });
});
