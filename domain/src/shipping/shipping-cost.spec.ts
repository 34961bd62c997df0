import { describe, expect, it } from '@jest/globals';
import { money, zero } from '../money/money.js';
import { ShippingFeesMissingError } from './shipping-fees.js';
import { shippingCost } from './shipping-cost.js';

// Spec 1 §5/§9, spec 2 §5/§9 in cents: [country, currency, threshold, parcel, freight].
const ROWS = [
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
  ['FR', 'EUR', 5900, 695, 3995], // France override
  ['HU', 'HUF', 2209900, 148100, 748100], // Hungary (temporary) override
] as const;

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
