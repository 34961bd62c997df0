import { describe, expect, it } from '@jest/globals';
import type { Cart, ShippingMethod, ShippingRate, Zone } from '@commercetools/platform-sdk';
import { inMemoryPricingCatalogue } from './pricing-catalogue.js';
import { recalculateCart } from './recalculate-cart.js';
import { matchingRate, matchingShippingMethods, shippingPrice, zoneContains } from './shipping.js';
import { cartIn, cents, DRILL, FREIGHT, GLOVES, NOW, PARCEL, SHOP, SHOP_DATA, WORKBENCH, ZONES } from './pricing.fixture.js';

/** Parcel with CartValue tiers in SK (10.00 → 3.00, 30.00 → 1.00, else 5.00) and a flat 7.00 in DE. */
const TIERED_PARCEL: ShippingMethod = {
  ...PARCEL, predicate: undefined,
  zoneRates: [{
    zone: { typeId: 'zone', id: 'zone-SK' },
    shippingRates: [{ price: cents(500, 'EUR'), tiers: [
      { type: 'CartValue', minimumCentAmount: 1000, price: cents(300, 'EUR') },
      { type: 'CartValue', minimumCentAmount: 3000, price: cents(100, 'EUR') },
    ] }],
  }, { zone: { typeId: 'zone', id: 'zone-DE' }, shippingRates: [{ price: cents(700, 'EUR'), tiers: [] }] }],
};

const EUR = { currencyCode: 'EUR', fractionDigits: 2 };
const names = (methods: readonly ShippingMethod[]) => methods.map((method) => method.name);
const matchingRates = (method: ShippingMethod | undefined) =>
  method?.zoneRates.flatMap((zoneRate) => zoneRate.shippingRates.filter((rate) => rate.isMatching).map((rate) => [zoneRate.zone.id, rate.price.centAmount]));

describe('shipping methods for a cart', () => {
  const recalculated = (cart: Cart) => recalculateCart(cart, SHOP, NOW);

  it('offers parcel, not freight, for a parcel cart, marking the rate of the cart\'s zone and currency', () => {
    const methods = matchingShippingMethods(recalculated(cartIn('CZ', { lines: [{ product: GLOVES, quantity: 1 }] })), SHOP);
    expect(names(methods)).toEqual(['parcel']);
    expect(matchingRates(methods[0])).toEqual([['zone-CZ', 4600]]);
    expect(methods[0]?.zoneRates).toHaveLength(PARCEL.zoneRates.length);
  });

  it('offers freight only once any line is a freight package', () => {
    const methods = matchingShippingMethods(recalculated(cartIn('SK', {
      lines: [{ product: DRILL, quantity: 1 }, { product: WORKBENCH, quantity: 1 }],
    })), SHOP);
    expect(names(methods)).toEqual(['freight']);
    expect(matchingRates(methods[0])).toEqual([['zone-SK', 995]]);
  });

  it('puts the default method first and leaves out inactive methods and other stores\' methods', () => {
    const open = (method: ShippingMethod, fields: Partial<ShippingMethod>): ShippingMethod => ({ ...method, predicate: undefined, ...fields });
    const shop = inMemoryPricingCatalogue({
      ...SHOP_DATA,
      shippingMethods: [
        open(FREIGHT, {}), open(PARCEL, { id: 'express', name: 'express', isDefault: false, active: false }),
        open(PARCEL, { id: 'de-only', name: 'de-only', isDefault: false, stores: [{ typeId: 'store', key: 'ex-de' }] }),
        open(PARCEL, {}),
      ],
    });
    const cart = recalculateCart(cartIn('SK', { lines: [{ product: GLOVES, quantity: 1 }], fields: { store: { typeId: 'store', key: 'ex-sk' } } }), shop, NOW);
    expect(names(matchingShippingMethods(cart, shop))).toEqual(['parcel', 'freight']);
  });

  it('finds nothing without a shipping address or without a rate in the cart currency', () => {
    expect(matchingShippingMethods(cartIn('SK', { lines: [{ product: GLOVES, quantity: 1 }], shippingAddress: null }), SHOP)).toEqual([]);
    expect(matchingShippingMethods(cartIn('SK', { currency: 'CHF', lines: [] }), SHOP)).toEqual([]);
  });

  it('marks the CartValue tier the cart total reaches', () => {
    const tiered = TIERED_PARCEL;
    const shop = inMemoryPricingCatalogue({ ...SHOP_DATA, shippingMethods: [tiered] });
    const cart = recalculateCart(cartIn('SK', { lines: [{ product: GLOVES, quantity: 1 }], shippingMethodId: tiered.id }), shop, NOW);
    // 12.90 reaches the 10.00 tier, not the 30.00 one → 3.00
    expect(cart.shippingInfo?.price).toEqual(cents(300, 'EUR'));
    const tiers = matchingShippingMethods(cart, shop)[0]?.zoneRates[0]?.shippingRates[0]?.tiers;
    expect(tiers?.map((tier) => tier.isMatching)).toEqual([true, false]);
  });
});

describe('shipping price', () => {
  const rate = (fields: Partial<ShippingRate> = {}): ShippingRate => ({ price: cents(195, 'EUR'), freeAbove: cents(5900, 'EUR'), tiers: [], ...fields });

  it.each([[5899, 195], [5900, 0], [10000, 0]])('free above 59.00: items %i → %i', (items, expected) => {
    expect(shippingPrice(rate(), items, EUR, 'HalfEven')).toBe(expected);
  });

  it('ignores a freeAbove in another currency and a rate without freeAbove', () => {
    expect(shippingPrice(rate({ freeAbove: cents(100, 'CHF') }), 5900, EUR, 'HalfEven')).toBe(195);
    expect(shippingPrice({ price: cents(195, 'EUR'), tiers: [] }, 99999, EUR, 'HalfEven')).toBe(195);
  });

  it("prices the CartClassification tier of the cart's classification, else the rate's price; freeAbove still wins", () => {
    const classified = rate({ tiers: [{ type: 'CartClassification', value: 'net', price: cents(163, 'EUR') }] });
    const net = { type: 'Classification', key: 'net', label: {} } as const;
    expect(shippingPrice(classified, 1000, EUR, 'HalfEven', net)).toBe(163);
    expect(shippingPrice(classified, 1000, EUR, 'HalfEven')).toBe(195);
    expect(shippingPrice(classified, 1000, EUR, 'HalfEven', { ...net, key: 'other' })).toBe(195);
    expect(shippingPrice(classified, 5900, EUR, 'HalfEven', net)).toBe(0);
  });

  it('refuses the CartScore tiers the shop never sets an input for', () => {
    const scored = rate({ tiers: [{ type: 'CartScore', score: 1, price: cents(1, 'EUR') }] });
    expect(() => shippingPrice(scored, 0, EUR, 'HalfEven')).toThrow(expect.objectContaining({ code: 'InvalidOperation' }) as unknown as Error);
  });

  it('matches zones by country, and by state where a location names one', () => {
    const zone = { ...ZONES[0]!, locations: [{ country: 'US', state: 'NY' }, { country: 'SK' }] };
    expect(zoneContains(zone, 'SK')).toBe(true);
    expect(zoneContains(zone, 'SK', 'any')).toBe(true);
    expect(zoneContains(zone, 'US', 'NY')).toBe(true);
    expect(zoneContains(zone, 'US', 'CA')).toBe(false);
    expect(zoneContains(zone, 'US')).toBe(false);
  });

  it('reads a zone from the expanded reference when the catalogue does not list it', () => {
    const method: ShippingMethod = { ...PARCEL, predicate: undefined, zoneRates: [{ ...PARCEL.zoneRates[0]!, zone: { typeId: 'zone', id: 'zone-x', obj: { ...ZONES[0]!, id: 'zone-x' } } }] };
    const shop = inMemoryPricingCatalogue({ ...SHOP_DATA, shippingMethods: [method] });
    const cart = recalculateCart(cartIn('SK', { lines: [{ product: GLOVES, quantity: 1 }], shippingMethodId: method.id }), shop, NOW);
    expect(cart.shippingInfo?.price).toEqual(cents(195, 'EUR'));
  });
});

/** Markings are made once per method, rate and tier and shared: each cart must still get its own. */
describe('shipping methods marked for a cart', () => {
  const tiered = TIERED_PARCEL;
  const shop = inMemoryPricingCatalogue({ ...SHOP_DATA, shippingMethods: [tiered] });
  const tiersFor = (market: string, gloves: number) => {
    const cart = recalculateCart(cartIn(market, { lines: [{ product: GLOVES, quantity: gloves }], shippingMethodId: tiered.id }), shop, NOW);
    const [method] = matchingShippingMethods(cart, shop);
    return method?.zoneRates.map((zoneRate) => [zoneRate.shippingRates[0]?.isMatching, zoneRate.shippingRates[0]?.tiers?.map((tier) => tier.isMatching)]);
  };

  it('marks the rate and tier of each cart, however often and in whatever order carts ask', () => {
    // 12.90 reaches the 10.00 tier, 38.70 the 30.00 one; a DE cart uses the DE rate
    expect(tiersFor('SK', 1)).toEqual([[true, [true, false]], [false, []]]);
    expect(tiersFor('SK', 3)).toEqual([[true, [false, true]], [false, []]]);
    expect(tiersFor('DE', 1)).toEqual([[false, [false, false]], [true, []]]);
    expect(tiersFor('SK', 1)).toEqual([[true, [true, false]], [false, []]]);
  });

  it('leaves the catalogue\'s method as it is', () => {
    tiersFor('SK', 3);
    expect(tiered.zoneRates[0]?.shippingRates[0]).not.toHaveProperty('isMatching');
    expect(tiered.zoneRates[0]?.shippingRates[0]?.tiers?.[1]).not.toHaveProperty('isMatching');
  });

  it('finds the zone of each zone rate among the catalogue\'s zones', () => {
    const reordered = inMemoryPricingCatalogue({ ...SHOP_DATA, zones: [...ZONES].reverse(), shippingMethods: [tiered] });
    const cart = recalculateCart(cartIn('DE', { lines: [{ product: GLOVES, quantity: 1 }], shippingMethodId: tiered.id }), reordered, NOW);
    expect(cart.shippingInfo?.price).toEqual(cents(700, 'EUR'));
  });
});

describe('the rate of a method for an address', () => {
  const zone = (id: string, locations: { country: string; state?: string }[]): Zone =>
    ({ id, version: 1, createdAt: NOW.toISOString(), lastModifiedAt: NOW.toISOString(), name: id, locations });
  const zones = [
    zone('bavaria', [{ country: 'DE', state: 'BY' }]),
    zone('germany', [{ country: 'DE' }, { country: 'AT' }]),
    zone('czechia', [{ country: 'CZ' }]),
  ];
  const rate = (centAmount: number, currency: string): ShippingRate => ({ price: cents(centAmount, currency), tiers: [] });
  const method: ShippingMethod = {
    ...PARCEL,
    zoneRates: [
      { zone: { typeId: 'zone', id: 'czechia' }, shippingRates: [rate(100, 'CZK')] },
      { zone: { typeId: 'zone', id: 'bavaria' }, shippingRates: [rate(300, 'EUR')] },
      { zone: { typeId: 'zone', id: 'germany' }, shippingRates: [rate(500, 'EUR'), rate(900, 'CHF')] },
    ],
  };
  const priceFor = (country: string, state: string | undefined, currency: string) =>
    matchingRate(method, zones, { country, ...(state === undefined ? {} : { state }) }, currency)?.rate.price.centAmount;

  it('takes the first zone rate, in the method\'s order, whose zone holds the address and has the currency', () => {
    // Asked twice: the first answers build the method's zone rates by country, the second use them.
    for (let round = 0; round < 2; round++) {
      expect(priceFor('DE', 'BY', 'EUR')).toBe(300);
      expect(priceFor('DE', 'BE', 'EUR')).toBe(500);
      expect(priceFor('DE', undefined, 'EUR')).toBe(500);
      expect(priceFor('DE', 'BY', 'CHF')).toBe(900);
      expect(priceFor('AT', undefined, 'EUR')).toBe(500);
      expect(priceFor('CZ', undefined, 'CZK')).toBe(100);
      expect(priceFor('CZ', undefined, 'EUR')).toBeUndefined();
      expect(priceFor('SK', undefined, 'EUR')).toBeUndefined();
    }
    expect(matchingRate(method, zones, undefined, 'EUR')).toBeUndefined();
    expect(matchingRate(method, zones, { country: '' }, 'EUR')).toBeUndefined();
  });
});
