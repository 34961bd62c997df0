import { describe, expect, it } from '@jest/globals';
import type { Cart, CartDiscount, ProductProjection, ShippingMethod, TaxCategory, TaxRate } from '@commercetools/platform-sdk';
import { inMemoryPricingCatalogue, type PricingCatalogueData } from './pricing-catalogue.js';
import { PricingError } from './pricing-error.js';
import { recalculateCart } from './recalculate-cart.js';
import {
  cartDiscount, cartIn, cents, discountCode, DRILL, GLOVES, NOW, PARCEL, price, SHOP, SHOP_DATA, STANDARD_TAX, WORKBENCH,
} from './pricing.fixture.js';

/** The shop's catalogue with some resources added or replaced (by id). */
function shopWith(extra: Partial<PricingCatalogueData>) {
  const merge = <T extends { id: string }>(base: readonly T[] | undefined, more: readonly T[] | undefined) =>
    [...(base ?? []).filter((item) => !(more ?? []).some((other) => other.id === item.id)), ...(more ?? [])];
  return inMemoryPricingCatalogue({
    ...SHOP_DATA,
    ...extra,
    products: merge(SHOP_DATA.products, extra.products),
    taxCategories: merge(SHOP_DATA.taxCategories, extra.taxCategories),
    shippingMethods: merge(SHOP_DATA.shippingMethods, extra.shippingMethods),
    cartDiscounts: merge(SHOP_DATA.cartDiscounts, extra.cartDiscounts),
    discountCodes: merge(SHOP_DATA.discountCodes, extra.discountCodes),
  });
}

const states = (cart: Cart) => cart.discountCodes.map((info) => info.state);
const REVERSE_CHARGE: TaxRate = { name: 'B2B reverse charge', amount: 0, includedInPrice: true, country: 'SK' };

describe('no shipping address: no tax (commercetools sets taxRate and taxedPrice only once an address is set)', () => {
  it('prices the lines but leaves taxRate, taxedPrice and the shipping zone undefined', () => {
    const cart = recalculateCart(cartIn('SK', { lines: [{ product: DRILL, quantity: 1 }], shippingAddress: null, shippingMethodId: PARCEL.id }), SHOP, NOW);
    // no address → no zone → the method has no rate: priced 0, DoesNotMatchCart; total = the drill 49.90
    expect(cart.totalPrice).toEqual(cents(4990, 'EUR'));
    expect(cart.taxedPrice).toBeUndefined();
    expect(cart.taxedShippingPrice).toBeUndefined();
    expect(cart.lineItems[0]?.taxRate).toBeUndefined();
    expect(cart.lineItems[0]?.taxedPrice).toBeUndefined();
    expect(cart.shippingInfo).toMatchObject({ shippingMethodState: 'DoesNotMatchCart', price: cents(0, 'EUR') });
  });
});

describe('tax modes', () => {
  it('External: keeps the caller\'s rate — a B2B NET cart with rate 0 has net = gross', () => {
    const base = cartIn('SK', {
      lines: [{ product: GLOVES, quantity: 1, fields: { taxRate: REVERSE_CHARGE } }], shippingMethodId: PARCEL.id,
      fields: { taxMode: 'External' },
    });
    const cart = recalculateCart({ ...base, shippingInfo: { ...base.shippingInfo!, taxRate: REVERSE_CHARGE } }, SHOP, NOW);
    // 12.90 + 1.95 = 14.85, rate 0: net = gross = 1485, tax 0, one zero portion naming the rate
    expect(cart.totalPrice.centAmount).toBe(1485);
    expect(cart.taxedPrice).toEqual({
      totalNet: cents(1485, 'EUR'), totalGross: cents(1485, 'EUR'), totalTax: cents(0, 'EUR'),
      taxPortions: [{ name: 'B2B reverse charge', rate: 0, amount: cents(0, 'EUR') }],
    });
    expect(cart.lineItems[0]?.taxRate).toEqual(REVERSE_CHARGE);
  });

  it('External: no cart taxedPrice until the shipping method has a rate too', () => {
    const cart = recalculateCart(cartIn('SK', {
      lines: [{ product: GLOVES, quantity: 1, fields: { taxRate: REVERSE_CHARGE } }], shippingMethodId: PARCEL.id,
      fields: { taxMode: 'External' },
    }), SHOP, NOW);
    expect(cart.lineItems[0]?.taxedPrice?.totalNet).toEqual(cents(1290, 'EUR'));
    expect(cart.shippingInfo?.taxedPrice).toBeUndefined();
    expect(cart.taxedPrice).toBeUndefined();
  });

  it('Disabled: no rates, no taxedPrice', () => {
    const cart = recalculateCart(cartIn('SK', { lines: [{ product: GLOVES, quantity: 1 }], fields: { taxMode: 'Disabled' } }), SHOP, NOW);
    expect(cart.lineItems[0]?.taxRate).toBeUndefined();
    expect(cart.taxedPrice).toBeUndefined();
    expect(cart.totalPrice.centAmount).toBe(1290);
  });

  it('ExternalAmount: keeps the taxed prices the caller set', () => {
    const taxedPrice = { totalNet: cents(1000, 'EUR'), totalGross: cents(1290, 'EUR'), totalTax: cents(290, 'EUR'), taxPortions: [] };
    const cart = recalculateCart(cartIn('SK', {
      lines: [{ product: GLOVES, quantity: 1, fields: { taxRate: REVERSE_CHARGE, taxedPrice } }], fields: { taxMode: 'ExternalAmount' },
    }), SHOP, NOW);
    expect(cart.lineItems[0]?.taxedPrice).toEqual(taxedPrice);
    expect(cart.taxedPrice?.totalNet).toEqual(cents(1000, 'EUR'));
  });

  const netCategory = (amount: number): TaxCategory => ({
    id: 'tax-net', version: 1, createdAt: '', lastModifiedAt: '', name: 'net',
    rates: [{ name: `SK net ${amount}`, amount, includedInPrice: false, country: 'SK' }],
  });
  const netProduct = (cents_: number): ProductProjection => ({
    ...GLOVES, id: 'net-item', taxCategory: { typeId: 'tax-category', id: 'tax-net' },
    masterVariant: { ...GLOVES.masterVariant, prices: [price(cents_, 'EUR', 'SK')] },
  });

  it('net prices (includedInPrice false): totalPrice is net, gross = round(net × (1 + rate))', () => {
    const shop = shopWith({ taxCategories: [netCategory(0.2)], products: [netProduct(1000)] });
    const cart = recalculateCart(cartIn('SK', { lines: [{ product: netProduct(1000), quantity: 3 }] }), shop, NOW);
    // 3 × 10.00 = 30.00 net; gross 3000 × 1.2 = 3600; tax 600
    expect(cart.totalPrice.centAmount).toBe(3000);
    expect(cart.taxedPrice).toMatchObject({ totalNet: cents(3000, 'EUR'), totalGross: cents(3600, 'EUR'), totalTax: cents(600, 'EUR') });
  });

  it.each([
    // commercetools' own example: ($1.08 × 3 = 3.24) × 1.19 = 3.8556 → 3.86; (1.08 × 1.19 = 1.2852 → 1.29) × 3 = 3.87
    ['LineItemLevel', 386],
    ['UnitPriceLevel', 387],
  ] as const)('%s taxes give a gross of %i', (taxCalculationMode, gross) => {
    const shop = shopWith({ taxCategories: [netCategory(0.19)], products: [netProduct(108)] });
    const cart = recalculateCart(cartIn('SK', { lines: [{ product: netProduct(108), quantity: 3 }], fields: { taxCalculationMode } }), shop, NOW);
    expect(cart.taxedPrice?.totalGross.centAmount).toBe(gross);
  });

  it('UnitPriceLevel with gross prices: net per unit, times the quantity', () => {
    const cart = recalculateCart(cartIn('SK', { lines: [{ product: GLOVES, quantity: 3 }], fields: { taxCalculationMode: 'UnitPriceLevel' } }), SHOP, NOW);
    // unit net round(1290 / 1.23 = 1048.78) = 1049; 3 × 1049 = 3147 (LineItemLevel would give round(3870 / 1.23) = 3146)
    expect(cart.taxedPrice?.totalNet.centAmount).toBe(3147);
    expect(cart.taxedPrice?.totalTax?.centAmount).toBe(3870 - 3147);
  });

  it('Platform: a tax category without a rate for the shipping country is MissingTaxRateForCountry', () => {
    const cart = cartIn('AT', { currency: 'EUR', lines: [{ product: DRILL, quantity: 1 }] });
    expect(() => recalculateCart(cart, SHOP, NOW)).toThrow(expect.objectContaining({
      code: 'MissingTaxRateForCountry', details: { taxCategoryId: 'tax-standard', country: 'AT' },
    }) as unknown as Error);
    const noCategory = { ...DRILL, taxCategory: undefined };
    const shop = shopWith({ products: [noCategory] });
    expect(() => recalculateCart(cartIn('SK', { lines: [{ product: noCategory, quantity: 1 }] }), shop, NOW))
      .toThrow('No tax category is set');
  });
});

describe('price selection on the cart', () => {
  it('falls back to the countryless price in a market without its own price (AT pays the 52.90 EUR list price)', () => {
    const shop = shopWith({
      taxCategories: [{ ...SHOP_DATA.taxCategories![0]!, rates: [...SHOP_DATA.taxCategories![0]!.rates, { name: 'AT 20%', amount: 0.2, includedInPrice: true, country: 'AT' }] }],
    });
    const cart = recalculateCart(cartIn('AT', { currency: 'EUR', lines: [{ product: DRILL, quantity: 1 }] }), shop, NOW);
    expect(cart.lineItems[0]?.price.value.centAmount).toBe(5290);
    expect(cart.lineItems[0]?.price.country).toBeUndefined();
  });

  it('raises MatchingPriceNotFound when no price has the cart currency and country', () => {
    // the drill's CHF price is for CH only; a CHF cart in AT has none
    const cart = cartIn('AT', { currency: 'CHF', lines: [{ product: DRILL, quantity: 1 }] });
    let error: unknown;
    try {
      recalculateCart(cart, SHOP, NOW);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PricingError);
    expect(error).toMatchObject({ code: 'MatchingPriceNotFound', details: { productId: 'drill', variantId: 1, currency: 'CHF', country: 'AT' } });
  });

  it('charges the product-discounted price and keeps the line\'s own snapshot when the product is gone', () => {
    const onSale = { ...GLOVES, masterVariant: { ...GLOVES.masterVariant, prices: [price(1290, 'EUR', 'SK', {
      discounted: { value: cents(990, 'EUR'), discount: { typeId: 'product-discount', id: 'sale' } },
    })] } };
    const shop = shopWith({ products: [onSale] });
    expect(recalculateCart(cartIn('SK', { lines: [{ product: onSale, quantity: 2 }] }), shop, NOW).totalPrice.centAmount).toBe(1980);
    // a deleted product: its line keeps the snapshot's price and the rate it had for the same address
    const gone = { ...onSale, id: 'deleted-product' };
    const skRate = SHOP_DATA.taxCategories![0]!.rates[0]!;
    const kept = recalculateCart(cartIn('SK', { lines: [{ product: gone, quantity: 1, fields: { taxRate: skRate } }] }), shop, NOW);
    expect(kept.totalPrice.centAmount).toBe(990);
    expect(kept.lineItems[0]?.taxRate).toEqual(skRate);
    expect(() => recalculateCart(cartIn('DE', { country: 'SK', lines: [{ product: gone, quantity: 1, fields: { taxRate: skRate } }] }), shop, NOW))
      .toThrow(expect.objectContaining({ code: 'MissingTaxRateForCountry' }) as unknown as Error);
  });

  it('keeps ExternalPrice (discountable) and ExternalTotal (never discounted) lines as given', () => {
    const external = recalculateCart(cartIn('SK', {
      lines: [{ product: DRILL, quantity: 2, fields: { priceMode: 'ExternalPrice', price: price(3333, 'EUR') } }], codes: ['dc-welcome10'],
    }), SHOP, NOW);
    // 3333 × 0.9 = 2999.7 → 3000; 2 × 3000
    expect(external.totalPrice.centAmount).toBe(6000);
    const total = recalculateCart(cartIn('SK', {
      lines: [{ product: DRILL, quantity: 2, fields: { priceMode: 'ExternalTotal', price: price(1000, 'EUR'), totalPrice: cents(1500, 'EUR') } }],
      codes: ['dc-welcome10'],
    }), SHOP, NOW);
    expect(total.totalPrice.centAmount).toBe(1500);
    // tax on the given total: net round(1500 / 1.23 = 1219.51) = 1220
    expect(total.taxedPrice?.totalNet.centAmount).toBe(1220);
    expect(states(total)).toEqual(['DoesNotMatchCart']);
  });
});

describe('cart discount order and stacking', () => {
  const plainTier = (volume: number, permyriad: number, sortOrder: string, extra: Partial<CartDiscount> = {}) =>
    cartDiscount(`volume-${volume}`, { value: { type: 'relative', permyriad }, sortOrder, target: { type: 'lineItems', predicate: `quantity >= ${volume}` }, ...extra });

  it('compounds plain `quantity >= N` tiers in Stacking mode: every tier the quantity reaches applies', () => {
    const shop = shopWith({ cartDiscounts: [plainTier(3, 500, '0.51'), plainTier(5, 1000, '0.52'), plainTier(10, 1500, '0.53')] });
    const cart = recalculateCart(cartIn('SK', { lines: [{ product: DRILL, quantity: 10 }] }), shop, NOW);
    // 15 % first (0.53): 4990 × 0.85 = 4241.5 → 4242 (even); then 10 %: 4242 × 0.9 = 3817.8 → 3818;
    // then 5 %: 3818 × 0.95 = 3627.1 → 3627; 10 × 3627 = 36270 (a 27.3 % discount, not 15 %)
    expect(cart.totalPrice.centAmount).toBe(36270);
  });

  it('StopAfterThisDiscount stops every lower discount once it applied, and reports the codes it stopped', () => {
    const stop = { stackingMode: 'StopAfterThisDiscount' as const };
    const shop = shopWith({
      cartDiscounts: [plainTier(3, 500, '0.51', stop), plainTier(5, 1000, '0.52', stop), plainTier(10, 1500, '0.53', stop),
        cartDiscount('cd-welcome10', { value: { type: 'relative', permyriad: 1000 }, sortOrder: '0.4', requiresDiscountCode: true })],
    });
    const ten = recalculateCart(cartIn('SK', { lines: [{ product: DRILL, quantity: 10 }], codes: ['dc-welcome10'] }), shop, NOW);
    // only the 15 % tier: 4242 × 10; WELCOME10 (0.4) comes after it
    expect(ten.totalPrice.centAmount).toBe(42420);
    expect(states(ten)).toEqual(['ApplicationStoppedByPreviousDiscount']);
    // a Stop discount whose target matches nothing does not stop (release 2018-06-01): 2 drills get WELCOME10
    const two = recalculateCart(cartIn('SK', { lines: [{ product: DRILL, quantity: 2 }], codes: ['dc-welcome10'] }), shop, NOW);
    expect(two.totalPrice.centAmount).toBe(2 * 4491);
    expect(states(two)).toEqual(['MatchesCart']);
  });

  it('honours stores, isActive and the validity window of automatic discounts', () => {
    const everything = { type: 'lineItems' as const, predicate: '1 = 1' };
    const shop = shopWith({
      cartDiscounts: [
        cartDiscount('de-only', { value: { type: 'relative', permyriad: 1000 }, sortOrder: '0.3', target: everything, stores: [{ typeId: 'store', key: 'ex-de' }] }),
        cartDiscount('off', { value: { type: 'relative', permyriad: 1000 }, sortOrder: '0.31', target: everything, isActive: false }),
        cartDiscount('later', { value: { type: 'relative', permyriad: 1000 }, sortOrder: '0.32', target: everything, validFrom: '2026-04-01T00:00:00.000Z' }),
        cartDiscount('over', { value: { type: 'relative', permyriad: 1000 }, sortOrder: '0.33', target: everything, validUntil: NOW.toISOString() }),
      ],
    });
    const sk = recalculateCart(cartIn('SK', { lines: [{ product: GLOVES, quantity: 1 }], fields: { store: { typeId: 'store', key: 'ex-sk' } } }), shop, NOW);
    expect(sk.totalPrice.centAmount).toBe(1290);
    const de = recalculateCart(cartIn('DE', { lines: [{ product: GLOVES, quantity: 1 }], fields: { store: { typeId: 'store', key: 'ex-de' } } }), shop, NOW);
    expect(de.totalPrice.centAmount).toBe(1161); // 1290 × 0.9 = 1161
  });

  it('fixed: units cost the fixed amount where it is lower; it never raises a price', () => {
    const fixed = (id: string, amount: number) => cartDiscount(id, {
      value: { type: 'fixed', money: [cents(amount, 'EUR')] }, sortOrder: '0.6', target: { type: 'lineItems', predicate: 'sku = "EX10000001"' },
    });
    const cheaper = recalculateCart(cartIn('SK', { lines: [{ product: DRILL, quantity: 2 }, { product: GLOVES, quantity: 1 }] }),
      shopWith({ cartDiscounts: [fixed('fixed-40', 4000)] }), NOW);
    // drills 2 × 40.00 (portion 9.90 each) + gloves 12.90 untouched
    expect(cheaper.totalPrice.centAmount).toBe(9290);
    expect(cheaper.lineItems[0]?.discountedPricePerQuantity[0]?.discountedPrice.includedDiscounts[0]?.discountedAmount).toEqual(cents(990, 'EUR'));
    const dearer = recalculateCart(cartIn('SK', { lines: [{ product: DRILL, quantity: 1 }] }), shopWith({ cartDiscounts: [fixed('fixed-60', 6000)] }), NOW);
    expect(dearer.totalPrice.centAmount).toBe(4990);
    expect(dearer.lineItems[0]?.discountedPricePerQuantity).toEqual([]);
  });

  it.each([
    // 10.00 evenly over 3 units (2 gloves, 1 drill): 334 + 333 + 333 → 956 + 957 + 4657 = 6570
    ['EvenDistribution', 1000, 6570],
    // 5.00 off every unit: 2 × 790 + 4490 = 6070
    ['IndividualApplication', 500, 6070],
    // 20.00 off every unit, never below zero: gloves 0, drill 29.90
    ['IndividualApplication', 2000, 2990],
  ])('absolute %s of %i cents', (applicationMode, amount, total) => {
    const shop = shopWith({ cartDiscounts: [cartDiscount('abs', { value: { type: 'absolute', money: [cents(amount, 'EUR')], applicationMode }, sortOrder: '0.6' })] });
    const cart = recalculateCart(cartIn('SK', { lines: [{ product: GLOVES, quantity: 2 }, { product: DRILL, quantity: 1 }] }), shop, NOW);
    expect(cart.totalPrice.centAmount).toBe(total);
  });

  it('never discounts more than the lines cost (proportional absolute larger than the cart)', () => {
    const shop = shopWith({ cartDiscounts: [cartDiscount('huge', { value: { type: 'absolute', money: [cents(99900, 'EUR')] }, sortOrder: '0.6' })] });
    const cart = recalculateCart(cartIn('SK', { lines: [{ product: GLOVES, quantity: 2 }], shippingMethodId: PARCEL.id }), shop, NOW);
    // lines 0.00 → below 59 → parcel 1.95 is all that is left
    expect(cart.totalPrice.centAmount).toBe(195);
  });
});

describe('discount codes', () => {
  it('MaxApplicationReached once the code was used maxApplications times', () => {
    const shop = shopWith({
      discountCodes: [discountCode('dc-welcome10', 'WELCOME10', ['cd-welcome10'], { maxApplications: 100 })],
      discountCodeApplications: { 'dc-welcome10': 100 },
    });
    const cart = recalculateCart(cartIn('SK', { lines: [{ product: GLOVES, quantity: 1 }], codes: ['dc-welcome10'] }), shop, NOW);
    expect(states(cart)).toEqual(['MaxApplicationReached']);
    expect(cart.totalPrice.centAmount).toBe(1290);
  });

  it('maxApplicationsPerCustomer counts the customer\'s orders only; anonymous carts are not limited', () => {
    const shop = shopWith({
      discountCodes: [discountCode('dc-welcome10', 'WELCOME10', ['cd-welcome10'], { maxApplicationsPerCustomer: 1 })],
      discountCodeApplications: { 'dc-welcome10': 7, 'dc-welcome10/c1': 1 },
    });
    const lines = [{ product: GLOVES, quantity: 1 }];
    expect(states(recalculateCart(cartIn('SK', { lines, codes: ['dc-welcome10'], fields: { customerId: 'c1' } }), shop, NOW))).toEqual(['MaxApplicationReached']);
    expect(states(recalculateCart(cartIn('SK', { lines, codes: ['dc-welcome10'], fields: { customerId: 'c2' } }), shop, NOW))).toEqual(['MatchesCart']);
    expect(states(recalculateCart(cartIn('SK', { lines, codes: ['dc-welcome10'] }), shop, NOW))).toEqual(['MatchesCart']);
  });

  it('NotActive / NotValid when the code\'s cart discounts are inactive or out of their window; DoesNotMatchCart on its own predicate', () => {
    const shop = shopWith({
      cartDiscounts: [
        cartDiscount('cd-dead', { value: { type: 'relative', permyriad: 100 }, sortOrder: '0.61', requiresDiscountCode: true, isActive: false }),
        cartDiscount('cd-old', { value: { type: 'relative', permyriad: 100 }, sortOrder: '0.62', requiresDiscountCode: true, validUntil: '2026-01-01T00:00:00.000Z' }),
      ],
      discountCodes: [
        discountCode('dc-dead', 'DEAD', ['cd-dead']),
        discountCode('dc-old', 'OLD', ['cd-old']),
        discountCode('dc-de', 'DEONLY', ['cd-welcome10'], { cartPredicate: 'country = "DE"' }),
        discountCode('dc-later', 'LATER', ['cd-welcome10'], { validFrom: '2026-06-01T00:00:00.000Z' }),
      ],
    });
    const cart = recalculateCart(cartIn('SK', {
      lines: [{ product: GLOVES, quantity: 1 }], codes: ['dc-dead', 'dc-old', 'dc-de', 'dc-later', 'dc-deleted'],
    }), shop, NOW);
    expect(states(cart)).toEqual(['NotActive', 'NotValid', 'DoesNotMatchCart', 'NotValid', 'NotActive']);
    expect(cart.totalPrice.centAmount).toBe(1290);
  });
});

describe('shipping', () => {
  const shippingDiscount = (id: string, value: CartDiscount['value'], sortOrder: string) =>
    cartDiscount(id, { value, sortOrder, target: { type: 'shipping' }, requiresDiscountCode: true });

  it('applies shipping discounts in order on the shipping price and taxes the discounted price', () => {
    const shop = shopWith({
      cartDiscounts: [
        shippingDiscount('ship-minus-1', { type: 'absolute', money: [cents(100, 'EUR')] }, '0.95'),
        shippingDiscount('ship-half', { type: 'relative', permyriad: 5000 }, '0.94'),
      ],
      discountCodes: [discountCode('dc-ship', 'SHIP', ['ship-minus-1', 'ship-half'])],
    });
    const cart = recalculateCart(cartIn('SK', { lines: [{ product: GLOVES, quantity: 1 }], shippingMethodId: PARCEL.id, codes: ['dc-ship'] }), shop, NOW);
    // 1.95 − 1.00 = 0.95; × 0.5 = 0.475 → 47.5 → half-even 48; total 12.90 + 0.48 = 13.38
    // shipping net round(48 / 1.23 = 39.02) = 39, tax 9; gloves net 1049, tax 241 → net 1088, tax 250
    expect(cart.shippingInfo?.price).toEqual(cents(195, 'EUR'));
    expect(cart.shippingInfo?.discountedPrice).toEqual({
      value: cents(48, 'EUR'),
      includedDiscounts: [
        { discount: { typeId: 'cart-discount', id: 'ship-minus-1' }, discountedAmount: cents(100, 'EUR') },
        { discount: { typeId: 'cart-discount', id: 'ship-half' }, discountedAmount: cents(47, 'EUR') },
      ],
    });
    expect(cart.totalPrice.centAmount).toBe(1338);
    expect(cart.taxedPrice).toMatchObject({ totalNet: cents(1088, 'EUR'), totalTax: cents(250, 'EUR') });
    expect(states(cart)).toEqual(['MatchesCart']);
    // a fixed shipping price works the same way: 1.95 → 0.50
    const fixedShop = shopWith({
      cartDiscounts: [shippingDiscount('ship-fixed', { type: 'fixed', money: [cents(50, 'EUR')] }, '0.95')],
      discountCodes: [discountCode('dc-ship', 'SHIP', ['ship-fixed'])],
    });
    expect(recalculateCart(cartIn('SK', { lines: [{ product: GLOVES, quantity: 1 }], shippingMethodId: PARCEL.id, codes: ['dc-ship'] }), fixedShop, NOW)
      .shippingInfo?.discountedPrice?.value).toEqual(cents(50, 'EUR'));
    // without a shipping method there is nothing to discount: the code does not match
    const none = recalculateCart(cartIn('SK', { lines: [{ product: GLOVES, quantity: 1 }], codes: ['dc-ship'] }), shop, NOW);
    expect(states(none)).toEqual(['DoesNotMatchCart']);
    // a shipping discount in another currency leaves the price alone
    const chf = shopWith({
      cartDiscounts: [shippingDiscount('ship-chf', { type: 'absolute', money: [cents(100, 'CHF')] }, '0.95')],
      discountCodes: [discountCode('dc-ship', 'SHIP', ['ship-chf'])],
    });
    expect(recalculateCart(cartIn('SK', { lines: [{ product: GLOVES, quantity: 1 }], shippingMethodId: PARCEL.id, codes: ['dc-ship'] }), chf, NOW)
      .shippingInfo?.discountedPrice).toBeUndefined();
  });

  it('keeps a method without a rate for the address, priced 0 and DoesNotMatchCart; drops a deleted method', () => {
    const pickup: ShippingMethod = { ...PARCEL, id: 'pickup', name: 'pickup', predicate: undefined, zoneRates: [PARCEL.zoneRates[2]!] }; // CZ only
    const shop = shopWith({ shippingMethods: [pickup] });
    const cart = recalculateCart(cartIn('SK', { lines: [{ product: GLOVES, quantity: 1 }], shippingMethodId: 'pickup' }), shop, NOW);
    expect(cart.shippingInfo).toMatchObject({ shippingMethodState: 'DoesNotMatchCart', price: cents(0, 'EUR') });
    // the zero shipping is still taxed at the SK rate, so the cart keeps its taxedPrice
    expect(cart.taxedPrice?.totalGross.centAmount).toBe(1290);
    const gone = recalculateCart(cartIn('SK', { lines: [{ product: GLOVES, quantity: 1 }], shippingMethodId: 'deleted' }), shop, NOW);
    expect(gone.shippingInfo).toBeUndefined();
    expect(gone.totalPrice.centAmount).toBe(1290);
  });

  it('prices a custom shipping method from its own rate and tax category', () => {
    const base = cartIn('SK', { lines: [{ product: GLOVES, quantity: 1 }] });
    const cart = recalculateCart({
      ...base,
      shippingInfo: {
        shippingMethodName: 'courier', price: cents(0, 'EUR'), shippingMethodState: 'MatchesCart',
        shippingRate: { price: cents(500, 'EUR'), tiers: [] }, taxCategory: { typeId: 'tax-category', id: 'tax-standard' },
      },
    }, SHOP, NOW);
    // 12.90 + 5.00; courier net round(500 / 1.23 = 406.50) = 407 (half-even of 406.504 is 407), tax 93
    expect(cart.totalPrice.centAmount).toBe(1790);
    expect(cart.shippingInfo).toMatchObject({ shippingMethodName: 'courier', price: cents(500, 'EUR'), taxedPrice: { totalNet: cents(407, 'EUR') } });
    expect(cart.shippingInfo?.shippingMethod).toBeUndefined();
  });
});

describe('the cart as a whole', () => {
  it('rebuilds every derived field and leaves the input untouched', () => {
    const input = cartIn('SK', { lines: [{ product: WORKBENCH, quantity: 2 }], shippingMethodId: PARCEL.id });
    const stale: Cart = {
      ...input,
      taxedPrice: { totalNet: cents(1, 'EUR'), totalGross: cents(1, 'EUR'), taxPortions: [] },
      discountOnTotalPrice: { discountedAmount: cents(1, 'EUR'), includedDiscounts: [] },
      totalLineItemQuantity: 99,
    };
    const snapshot = structuredClone(stale);
    const cart = recalculateCart({ ...stale, shippingAddress: undefined }, SHOP, NOW);
    expect(stale).toEqual(snapshot);
    expect(cart.taxedPrice).toBeUndefined();
    expect(cart.discountOnTotalPrice).toBeUndefined();
    expect(cart.totalLineItemQuantity).toBe(2);
    expect(cart.lineItems[0]).not.toHaveProperty('taxRate');
  });

  it('an empty cart costs its shipping and has no totalLineItemQuantity', () => {
    const cart = recalculateCart(cartIn('SK', { lines: [], shippingMethodId: PARCEL.id }), SHOP, NOW);
    expect(cart.totalPrice.centAmount).toBe(195);
    expect(cart.totalLineItemQuantity).toBeUndefined();
    expect(cart.taxedPrice?.totalNet.centAmount).toBe(159);
  });

  it('counts custom line items in the total, in freeAbove and in the taxes', () => {
    const base = cartIn('SK', { lines: [{ product: GLOVES, quantity: 1 }], shippingMethodId: PARCEL.id });
    const fee = {
      id: 'cod', name: { en: 'COD fee' }, money: cents(5000, 'EUR'), slug: 'cod', quantity: 1, totalPrice: cents(5000, 'EUR'),
      // Platform tax mode: the rate comes from the category (the platform refuses a custom line item without one).
      taxCategory: { typeId: 'tax-category' as const, id: STANDARD_TAX.id },
      discountedPricePerQuantity: [], taxedPricePortions: [], state: [], perMethodTaxRate: [], priceMode: 'Standard',
      taxedPrice: { totalNet: cents(4065, 'EUR'), totalGross: cents(5000, 'EUR'), totalTax: cents(935, 'EUR'), taxPortions: [{ name: 'SK 23%', rate: 0.23, amount: cents(935, 'EUR') }] },
    };
    const cart = recalculateCart({ ...base, customLineItems: [fee] }, SHOP, NOW);
    // 12.90 + 50.00 = 62.90 >= 59 → free shipping; total 62.90; tax 241 + 935
    expect(cart.totalPrice.centAmount).toBe(6290);
    expect(cart.shippingInfo?.price.centAmount).toBe(0);
    expect(cart.taxedPrice?.totalTax?.centAmount).toBe(1176);
  });
});
