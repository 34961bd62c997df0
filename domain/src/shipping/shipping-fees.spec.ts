import { describe, expect, it } from '@jest/globals';
import { COUNTRY_CODES, CURRENCY_CODES } from '../market/codes.js';
import {
  requireShippingFees, SHIPPING_FEE_COUNTRY_OVERRIDES, SHIPPING_FEES_BY_CURRENCY, shippingFeesFor, ShippingFeesMissingError,
} from './shipping-fees.js';
import { CURRENCY_FEE_ROWS, OVERRIDE_FEE_ROWS } from './fee-rows.fixture.js';

describe('shipping fee table per currency (spec 1 §9, spec 2 §9)', () => {
  it('has a row for every currency except USD', () => {
    expect(Object.keys(SHIPPING_FEES_BY_CURRENCY).sort()).toEqual(CURRENCY_CODES.filter((c) => c !== 'USD').sort());
  });

  it.each([...CURRENCY_FEE_ROWS, ...OVERRIDE_FEE_ROWS])(
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
