import type { ShippingMethodDraft, ShippingRateDraft } from '@commercetools/platform-sdk';
import { netOfGross, requireShippingFees, vatRatePercent, type CountryCode, type Money } from '@shop/domain';
import { COUNTRY_SITE_LIST, LOCALE_CODES, LOCALES } from '@shop/markets';
import { NET_SHIPPING_CLASSIFICATION, SHIPPING_METHOD_FIELDS, SHIPPING_METHOD_KEYS, TAX_CATEGORY_KEYS, TYPE_KEYS } from '../schema/index.js';
import { STANDARD_VAT_RATES } from './taxes.js';
import { zoneKey } from './keys.js';
import { FREIGHT_DESCRIPTION, FREIGHT_NAME, PARCEL_DESCRIPTION, PARCEL_NAME } from './shipping-texts.js';

type PackageType = keyof typeof SHIPPING_METHOD_KEYS;

/*
 * Which method a cart may use (domain shipping/freight-package: one freight line makes the whole
 * cart freight). commercetools line-item predicates name variant attributes `attributes.<name>`;
 * lineItemCount(...) = 0 is the documented way to say "no such line" (lineItemExists = false
 * works as well, but reads less plainly). Exactly one of the two matches any cart.
 */
export const FREIGHT_PREDICATE = 'lineItemExists(attributes.isPackageTypeFreight = true)';
export const PARCEL_PREDICATE = 'lineItemCount(attributes.isPackageTypeFreight = true) = 0';

/*
 * Delivery times in working days, by distance from the warehouse in Slovakia (the default market).
 * The spec gives the format 'N-M' per locale but no values; these are plausible carrier times.
 */
const DELIVERY_DAYS: Readonly<Record<'near' | 'middle' | 'far', Readonly<Record<PackageType, string>>>> = {
  near: { parcel: '1-2', freight: '2-4' },
  middle: { parcel: '2-4', freight: '4-7' },
  far: { parcel: '3-5', freight: '5-10' },
};

const DISTANCE: Readonly<Record<CountryCode, keyof typeof DELIVERY_DAYS>> = {
  SK: 'near', CZ: 'near', AT: 'near', HU: 'near', PL: 'near',
  DE: 'middle', SI: 'middle', HR: 'middle', RO: 'middle', BG: 'middle', LT: 'middle', IT: 'middle',
  NL: 'middle', BE: 'middle', DK: 'middle', FR: 'middle', CH: 'middle',
  ES: 'far', PT: 'far', GB: 'far', IE: 'far', FI: 'far', SE: 'far', NO: 'far', GR: 'far',
};

export const deliveryTimeFor = (country: CountryCode, type: PackageType): string => DELIVERY_DAYS[DISTANCE[country]][type];

const plain = (money: Money): { centAmount: number; currencyCode: string } => ({
  centAmount: money.centAmount,
  currencyCode: money.currencyCode,
});

/**
 * The zone's rate in the market's own currency: domain's fee (VAT included, as every price of the
 * shop), free at domain's threshold. Its one CartClassification tier 'net' is the fee without the
 * zone's VAT, what a NET cart pays (its shippingRateInput selects the tier; issue 20). The
 * threshold is the same: a NET cart compares it with its net goods.
 */
export function shippingRateFor(country: CountryCode, type: PackageType): ShippingRateDraft {
  const site = COUNTRY_SITE_LIST.find((s) => s.code === country);
  if (!site) throw new RangeError(`no market ${country}`);
  const fees = requireShippingFees(country, site.currency);
  const fee = type === 'parcel' ? fees.parcelFee : fees.freightFee;
  const net = netOfGross(fee.centAmount, vatRatePercent(STANDARD_VAT_RATES[country]));
  return {
    price: plain(fee),
    freeAbove: plain(fees.freeShippingThreshold),
    tiers: [{ type: 'CartClassification', value: NET_SHIPPING_CLASSIFICATION, price: { centAmount: net, currencyCode: fee.currencyCode } }],
  };
}

function shippingMethod(type: PackageType): ShippingMethodDraft {
  const isParcel = type === 'parcel';
  return {
    key: SHIPPING_METHOD_KEYS[type],
    name: isParcel ? 'Parcel' : 'Freight',
    localizedName: { ...(isParcel ? PARCEL_NAME : FREIGHT_NAME) },
    localizedDescription: { ...(isParcel ? PARCEL_DESCRIPTION : FREIGHT_DESCRIPTION) },
    taxCategory: { typeId: 'tax-category', key: TAX_CATEGORY_KEYS.standard },
    // Parcel is the default (spec 2 §3); the predicates decide which one a cart may take.
    isDefault: isParcel,
    active: true,
    predicate: isParcel ? PARCEL_PREDICATE : FREIGHT_PREDICATE,
    zoneRates: COUNTRY_SITE_LIST.map((site) => ({
      zone: { typeId: 'zone', key: zoneKey(site.code) },
      shippingRates: [shippingRateFor(site.code, type)],
    })),
    custom: {
      type: { typeId: 'type', key: TYPE_KEYS.shippingMethod },
      fields: {
        [SHIPPING_METHOD_FIELDS.deliveryTime]: Object.fromEntries(
          LOCALE_CODES.map((locale) => [locale, deliveryTimeFor(LOCALES[locale].country, type)]),
        ),
      },
    },
  };
}

export const shippingMethods = (): ShippingMethodDraft[] => [shippingMethod('parcel'), shippingMethod('freight')];
