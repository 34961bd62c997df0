import { describe, expect, it } from '@jest/globals';
import { LANGUAGE_CODES, parseDeliveryTimeRange, requireShippingFees, shippingFeesFor } from '@shop/domain';
import { COUNTRY_SITE_LIST, LOCALE_CODES } from '@shop/markets';
import { FREIGHT_PREDICATE, PARCEL_PREDICATE, shippingMethods } from './shipping.js';

const [parcel, freight] = shippingMethods();

describe('shipping methods', () => {
  it('are parcel (the default) and freight', () => {
    expect(parcel?.key).toBe('parcel');
    expect(parcel?.isDefault).toBe(true);
    expect(freight?.key).toBe('freight');
    expect(freight?.isDefault).toBe(false);
  });

  it.each(COUNTRY_SITE_LIST.map((site) => [site.code, site.currency] as const))(
    '%s: price and freeAbove are domain’s fees in %s',
    (country, currency) => {
      const fees = requireShippingFees(country, currency);
      const rate = (method: typeof parcel) => {
        const zone = method?.zoneRates.find((z) => z.zone.key === `zone-${country.toLowerCase()}`);
        expect(zone?.shippingRates).toHaveLength(1);
        return zone?.shippingRates[0];
      };
      expect(rate(parcel)).toMatchObject({
        price: { centAmount: fees.parcelFee.centAmount, currencyCode: currency },
        freeAbove: { centAmount: fees.freeShippingThreshold.centAmount, currencyCode: currency },
      });
      expect(rate(freight)?.price).toEqual({ centAmount: fees.freightFee.centAmount, currencyCode: currency });
      expect(rate(freight)?.freeAbove?.centAmount).toBe(fees.freeShippingThreshold.centAmount);
    },
  );

  // Hand-computed: the fee / (1 + the zone's VAT), halves up (issue 20 NET carts).
  it.each([
    ['at', 'parcel', 163], // 1,95 € / 1.2 = 1.625
    ['at', 'freight', 829], // 9,95 € / 1.2 = 8.291…
    ['de', 'parcel', 164], // 1,95 € / 1.19 = 1.638…
    ['fi', 'parcel', 155], // 1,95 € / 1.255 = 1.553…
    ['gr', 'freight', 802], // 9,95 € / 1.24 = 8.024…
    ['hu', 'parcel', 116_614], // 1 481 Ft / 1.27 = 1 166.141…
  ] as const)('%s %s: the "net" classification tier is the fee without VAT (%d)', (country, type, net) => {
    const method = type === 'parcel' ? parcel : freight;
    const rate = method?.zoneRates.find((z) => z.zone.key === `zone-${country}`)?.shippingRates[0];
    expect(rate?.tiers).toEqual([{ type: 'CartClassification', value: 'net', price: { centAmount: net, currencyCode: rate?.price.currencyCode } }]);
  });

  it('carries the France and Hungary overrides', () => {
    const rateOf = (country: string) => freight?.zoneRates.find((z) => z.zone.key === `zone-${country}`)?.shippingRates[0]?.price.centAmount;
    expect(rateOf('fr')).toBe(shippingFeesFor('FR', 'EUR')?.freightFee.centAmount);
    expect(rateOf('fr')).not.toBe(shippingFeesFor('SK', 'EUR')?.freightFee.centAmount);
    expect(rateOf('hu')).toBe(shippingFeesFor('HU', 'HUF')?.freightFee.centAmount);
  });

  it('names and describes both in all 21 languages', () => {
    for (const method of [parcel, freight]) {
      for (const language of LANGUAGE_CODES) {
        expect(method?.localizedName?.[language]).toBeTruthy();
        expect(method?.localizedDescription?.[language]).toBeTruthy();
      }
    }
  });

  it('gives a delivery time domain can parse for every locale, freight never faster than parcel', () => {
    for (const locale of LOCALE_CODES) {
      const p = parseDeliveryTimeRange(parcel?.custom?.fields?.DeliveryTime?.[locale]);
      const f = parseDeliveryTimeRange(freight?.custom?.fields?.DeliveryTime?.[locale]);
      expect(p).toBeDefined();
      expect(f).toBeDefined();
      expect((f?.minDays ?? 0) >= (p?.minDays ?? 0) && (f?.maxDays ?? 0) >= (p?.maxDays ?? 0)).toBe(true);
    }
  });

  it('select by freight lines with predicates that exclude each other', () => {
    expect(freight?.predicate).toBe(FREIGHT_PREDICATE);
    expect(parcel?.predicate).toBe(PARCEL_PREDICATE);
    expect(FREIGHT_PREDICATE).toBe('lineItemExists(attributes.isPackageTypeFreight = true)');
    expect(PARCEL_PREDICATE).toBe('lineItemCount(attributes.isPackageTypeFreight = true) = 0');
  });
});
