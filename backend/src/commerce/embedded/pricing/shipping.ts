import type {
  Address, Cart, ShippingMethod, ShippingMethodState, ShippingRate, ShippingRateInput, ShippingRatePriceTier, Zone, ZoneRate,
} from '@commercetools/platform-sdk';
import type { RoundingMode } from '@shop/domain';
import { appliesInStore } from './cart-discounts.js';
import { centsOf, roundingModeOf, type CartCurrency } from './cent-money.js';
import { cartSubject, lineSubject } from './predicate-subjects.js';
import { effectiveUnitValue } from './price-selection.js';
import type { PricingCatalogue } from './pricing-catalogue.js';
import { PricingError } from './pricing-error.js';
import { matchesCart, type CartSubject } from './predicates/evaluate.js';

/*
 * Shipping as commercetools prices a Single-shipping-mode cart: the shipping method's ZoneRate for
 * the zone containing the shipping address, its ShippingRate in the cart's currency, CartValue
 * tiers when present, free when the (Custom) Line Item total reaches freeAbove, and the method's
 * predicate deciding shippingMethodState.
 */

/** A zone contains an address when one of its locations names the country and, if it names a state, that state. */
export const zoneContains = (zone: Zone, country: string, state?: string): boolean =>
  zone.locations.some((location) => location.country === country && (location.state === undefined || location.state === state));

export interface MatchedRate {
  readonly zoneRate: ZoneRate;
  readonly rate: ShippingRate;
}

/**
 * Zones by id, per zones list: a method has a zone rate per market, each looked up on every cart
 * change. The catalogue's lists never change once made (a catalogue write makes new ones).
 */
const zoneIndexes = new WeakMap<readonly Zone[], Map<string, Zone>>();

function zoneById(zones: readonly Zone[], id: string): Zone | undefined {
  let index = zoneIndexes.get(zones);
  if (!index) {
    index = new Map();
    // The first zone of an id wins, as a search through the list would find it.
    for (const zone of zones) if (!index.has(zone.id)) index.set(zone.id, zone);
    zoneIndexes.set(zones, index);
  }
  return index.get(id);
}

/**
 * A method's zone rates by the countries their zones name, in the method's order: recalculation
 * and the shipping method check look a rate up on every cart change, and walking all of a
 * method's zone rates (one per market) for the one zone of the address was most of that. Built
 * from catalogue data only, on the same ground as the zone index: the catalogue's lists and
 * methods never change once made.
 */
const zoneRateIndexes = new WeakMap<readonly Zone[], WeakMap<ShippingMethod, Map<string, ZoneRateIn[]>>>();

interface ZoneRateIn {
  readonly zoneRate: ZoneRate;
  readonly zone: Zone;
}

const NO_ZONE_RATES: readonly ZoneRateIn[] = [];

/** The method's zone rates whose zone names `country` in some location (the only ones that can contain an address there). */
function zoneRatesIn(method: ShippingMethod, zones: readonly Zone[], country: string): readonly ZoneRateIn[] {
  let byMethod = zoneRateIndexes.get(zones);
  if (!byMethod) zoneRateIndexes.set(zones, (byMethod = new WeakMap()));
  let index = byMethod.get(method);
  if (!index) {
    index = new Map();
    for (const zoneRate of method.zoneRates) {
      const zone = zoneById(zones, zoneRate.zone.id) ?? zoneRate.zone.obj;
      if (!zone) continue;
      for (const named of new Set(zone.locations.map((location) => location.country))) {
        const list = index.get(named);
        if (list) list.push({ zoneRate, zone });
        else index.set(named, [{ zoneRate, zone }]);
      }
    }
    byMethod.set(method, index);
  }
  return index.get(country) ?? NO_ZONE_RATES;
}

/** The method's rate for an address and currency; undefined when the method does not ship there in that currency. */
export function matchingRate(method: ShippingMethod, zones: readonly Zone[], address: Address | undefined, currency: string): MatchedRate | undefined {
  if (!address?.country) return undefined;
  for (const { zoneRate, zone } of zoneRatesIn(method, zones, address.country)) {
    if (!zoneContains(zone, address.country, address.state)) continue;
    const rate = zoneRate.shippingRates.find((candidate) => candidate.price.currencyCode === currency);
    if (rate) return { zoneRate, rate };
  }
  return undefined;
}

/**
 * The tier that applies. CartValue: the highest minimumCentAmount the line total reaches.
 * CartClassification: the tier whose value is the key of the cart's Classification
 * shippingRateInput (the shop's NET carts: 'net'); without an input or a matching tier the rate's
 * own price applies, as on commercetools. CartScore is never set by the shop, so a rate with such
 * tiers is refused rather than priced wrongly.
 */
function matchingTier(tiers: readonly ShippingRatePriceTier[], itemsTotal: number, input: ShippingRateInput | undefined): ShippingRatePriceTier | undefined {
  let best: ShippingRatePriceTier | undefined;
  for (const tier of tiers) {
    if (tier.type === 'CartClassification') {
      if (input?.type === 'Classification' && tier.value === input.key) best = tier;
    } else if (tier.type === 'CartValue') {
      if (itemsTotal >= tier.minimumCentAmount && (best?.type !== 'CartValue' || tier.minimumCentAmount > best.minimumCentAmount)) best = tier;
    } else {
      throw new PricingError('InvalidOperation', `Shipping rate tiers of type '${tier.type}' are not supported.`);
    }
  }
  return best;
}

/**
 * The shipping price before shipping discounts. `itemsTotal` is the sum of the line items' (and
 * custom line items') totalPrice — already reduced by cart discounts on line items — which is what
 * freeAbove compares with ("Free shipping is applied if the sum of the (Custom) Line Item Prices
 * reaches the specified value", ShippingRate.freeAbove doc); shipping itself never counts.
 */
export function shippingPrice(
  rate: ShippingRate, itemsTotal: number, currency: CartCurrency, mode: RoundingMode, input?: ShippingRateInput,
): number {
  if (rate.freeAbove && rate.freeAbove.currencyCode === currency.currencyCode && itemsTotal >= centsOf(rate.freeAbove, currency, mode)) return 0;
  const tier = matchingTier(rate.tiers ?? [], itemsTotal, input);
  return centsOf(tier?.price ?? rate.price, currency, mode);
}

/** MatchesCart when the method has no predicate or its (cart) predicate holds. */
export const shippingMethodState = (method: ShippingMethod, cart: CartSubject): ShippingMethodState =>
  matchesCart(method.predicate, cart) ? 'MatchesCart' : 'DoesNotMatchCart';

/**
 * "Get ShippingMethods for a Cart": the active methods of the cart's store whose predicate matches
 * the cart and that have a rate for the shipping address's zone in the cart's currency; the
 * project's default method first, then catalogue order. Every zone rate is kept, each shipping
 * rate (and CartValue tier) carries isMatching, true only for the one the cart would use. A cart
 * without a shipping address matches no method (there is no zone to look up).
 */
export function matchingShippingMethods(cart: Cart, catalogue: PricingCatalogue): ShippingMethod[] {
  const currency = { currencyCode: cart.totalPrice.currencyCode, fractionDigits: cart.totalPrice.fractionDigits };
  const mode = roundingModeOf(cart.priceRoundingMode);
  const lines = cart.lineItems.map((line) => {
    const unit = centsOf(effectiveUnitValue(line.price, line.quantity), currency, mode);
    const total = line.priceMode === 'ExternalTotal' ? line.totalPrice.centAmount : unit * line.quantity;
    return lineSubject(line, catalogue.variant(line.productId, line.variant.id), { unit, total }, currency, catalogue);
  });
  const subject = cartSubject(cart, lines, currency);
  const itemsTotal = [...cart.lineItems, ...cart.customLineItems].reduce((total, item) => total + item.totalPrice.centAmount, 0);
  const zones = catalogue.zones();
  return catalogue.shippingMethods()
    .filter((method) => method.active !== false && appliesInStore(method.stores, cart.store?.key))
    .flatMap((method) => {
      const matched = matchingRate(method, zones, cart.shippingAddress, currency.currencyCode);
      if (!matched || shippingMethodState(method, subject) !== 'MatchesCart') return [];
      return [markedMethod(method, matched.rate, matchingTier(matched.rate.tiers ?? [], itemsTotal, cart.shippingRateInput))];
    })
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/**
 * A method only ever comes marked a few ways (which rate, which tier), and the same way for every
 * change of every cart in a zone: each marking is made once, from the catalogue's own objects, and
 * shared like them (never mutated).
 */
const markings = new WeakMap<ShippingMethod, Map<ShippingRate, Map<ShippingRatePriceTier | undefined, ShippingMethod>>>();

function markedMethod(method: ShippingMethod, matching: ShippingRate, tier: ShippingRatePriceTier | undefined): ShippingMethod {
  let byRate = markings.get(method);
  if (!byRate) markings.set(method, (byRate = new Map()));
  let byTier = byRate.get(matching);
  if (!byTier) byRate.set(matching, (byTier = new Map()));
  const known = byTier.get(tier);
  if (known) return known;
  const marked: ShippingMethod = {
    ...method,
    zoneRates: method.zoneRates.map((zoneRate) => ({
      ...zoneRate,
      shippingRates: zoneRate.shippingRates.map((rate) => ({
        ...rate,
        isMatching: rate === matching,
        tiers: (rate.tiers ?? []).map((candidate) => ({ ...candidate, isMatching: rate === matching && candidate === tier })),
      })),
    })),
  };
  byTier.set(tier, marked);
  return marked;
}
