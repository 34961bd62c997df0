import { describe, expect, it } from '@jest/globals';
import { money, zero } from '../money/money.js';
import { ShippingFeesMissingError } from './shipping-fees.js';
import { shippingCost } from './shipping-cost.js';
import { CURRENCY_FEE_ROWS, OVERRIDE_FEE_ROWS } from './fee-rows.fixture.js';

const ROWS = [...CURRENCY_FEE_ROWS, ...OVERRIDE_FEE_ROWS];

describe('shipping cost of a cart (spec 1 §5, spec 2 §5: free at or above the threshold)', () => {
  describe.each(ROWS)('%s in %s (threshold %i cents)', (country, currency, threshold, parcel, freight) => {
    const cost = (cents: number, hasFreightItem: boolean) =>
      shippingCost({ country, subtotal: money(cents, currency), hasFreightItem });

    it('charges the parcel fee one cent below the threshold', () => {
      expect(cost(threshold - 1, false)).toEqual(money(parcel, currency));
    });
    it('charges the freight fee one cent below the threshold when a line is freight', () => {
      expect(cost(threshold - 1, true)).toEqual(money(freight, currency));
    });
    it('charges the parcel fee for an empty subtotal', () => {
      expect(cost(0, false)).toEqual(money(parcel, currency));
    });
    it.each([false, true])('ships free exactly at the threshold (freight: %s)', (hasFreightItem) => {
      expect(cost(threshold, hasFreightItem)).toEqual(zero(currency));
    });
    it.each([false, true])('ships free above the threshold (freight: %s)', (hasFreightItem) => {
      expect(cost(threshold + 1, hasFreightItem)).toEqual(zero(currency));
    });
  });

  it('refuses to price a cart in a currency without fees (USD)', () => {
    expect(() => shippingCost({ country: 'SK', subtotal: money(100, 'USD'), hasFreightItem: false }))
      .toThrow(ShippingFeesMissingError);
  });
});
