import type { Price, PriceTier, TypedMoney } from '@commercetools/platform-sdk';
import { isWithinValidity } from './validity.js';

/** The price scope of a line item: the cart's currency, country and customer group, the line's distribution channel. */
export interface PriceScope {
  readonly currency: string;
  readonly country?: string | undefined;
  readonly customerGroupId?: string | undefined;
  readonly channelId?: string | undefined;
  readonly now: Date;
}

/**
 * commercetools' Line Item price selection over embedded prices. A price is a candidate when its
 * currency is the cart's, each scope field it sets (country, customerGroup, channel) equals the
 * cart's, and it is valid now (validFrom <= now < validUntil). Among candidates the most specific
 * wins, in the platform's fallback order: customer group, then channel, then country — so a
 * country-specific price beats a countryless one. A price with a validity period beats the same
 * scope without one (the time-limited price is the more specific: "A Price without validity
 * period does not conflict with a Price defined for a time period", Standalone Price docs).
 * Equal specificity: the first in the variant's list. Undefined: no price matches, the caller
 * raises MatchingPriceNotFound.
 */
export function selectPrice(prices: readonly Price[], scope: PriceScope): Price | undefined {
  let best: { price: Price; score: number } | undefined;
  for (const price of prices) {
    if (price.value.currencyCode !== scope.currency) continue;
    if (price.country !== undefined && price.country !== scope.country) continue;
    if (price.customerGroup !== undefined && price.customerGroup.id !== scope.customerGroupId) continue;
    if (price.channel !== undefined && price.channel.id !== scope.channelId) continue;
    if (price.recurrencePolicy !== undefined) continue; // recurring-order prices never price a one-off cart
    if (!isWithinValidity(price, scope.now)) continue;
    const score =
      (price.customerGroup ? 8 : 0) + (price.channel ? 4 : 0) + (price.country ? 2 : 0) +
      (price.validFrom !== undefined || price.validUntil !== undefined ? 1 : 0);
    if (!best || score > best.score) best = { price, score };
  }
  return best?.price;
}

/**
 * The unit price a line is charged before cart discounts. A product discount (`discounted`) wins
 * and then tiers are ignored (Price.tiers doc: "If `discounted` is present, the tiered Price is
 * ignored"); otherwise the tier with the highest minimumQuantity the quantity reaches; otherwise
 * the price's value.
 */
export function effectiveUnitValue(price: Price, quantity: number): TypedMoney {
  if (price.discounted) return price.discounted.value;
  const tier = (price.tiers ?? [])
    .filter((candidate) => candidate.minimumQuantity <= quantity)
    .reduce<PriceTier | undefined>(
      (highest, candidate) => (!highest || candidate.minimumQuantity > highest.minimumQuantity ? candidate : highest),
      undefined,
    );
  return tier?.value ?? price.value;
}
