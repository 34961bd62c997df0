import type { Money, ShippingRateDraft } from '@commercetools/platform-sdk';
import type { CountryCode } from '@shop/domain';
import { zoneKey, type SeedData } from '../seed/index.js';
import { SHIPPING_METHOD_KEYS } from '../schema/index.js';

export interface SeededShippingRate {
  readonly price: Money;
  readonly freeAbove: Money;
}

const money = (draft: ShippingRateDraft['price']): Money => {
  if (draft.centAmount === undefined) throw new Error('a seeded shipping rate has no cent amount');
  return { centAmount: draft.centAmount, currencyCode: draft.currencyCode };
};

/** The seeded rate of a shipping method in a market's zone: the fee and the free-shipping threshold. */
export function seededShippingRate(seed: SeedData, method: keyof typeof SHIPPING_METHOD_KEYS, country: CountryCode): SeededShippingRate {
  const draft = seed.shippingMethods.find((candidate) => candidate.key === SHIPPING_METHOD_KEYS[method]);
  const rate = draft?.zoneRates.find((zoneRate) => zoneRate.zone.key === zoneKey(country))?.shippingRates[0];
  if (!rate?.freeAbove) throw new Error(`the seed has no ${method} rate with a free-shipping threshold for ${country}`);
  return { price: money(rate.price), freeAbove: money(rate.freeAbove) };
}
