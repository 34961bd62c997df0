import { describe, expect, it } from '@jest/globals';
import type { Cart } from '@commercetools/platform-sdk';
import { recalculateCart } from './recalculate-cart.js';
import {
  cartIn, cents, DRILL, FREIGHT, GLOVES, NOW, PARCEL, SHOP, WORKBENCH,
} from './pricing.fixture.js';

/*
 * Carts of the six markets, every expected amount computed by hand from the fixture:
 * net = round(gross / (1 + rate)) half-even at line level, tax = gross − net; relative discounts
 * per unit, rounded half-even after each discount, highest sortOrder first; shipping free when the
 * discounted line total reaches freeAbove.
 */

const recalc = (cart: Cart) => recalculateCart(cart, SHOP, NOW);

/** The figures a cart is checked by, in cents. */
function figures(cart: Cart) {
  return {
    total: cart.totalPrice.centAmount,
    net: cart.taxedPrice?.totalNet.centAmount,
    gross: cart.taxedPrice?.totalGross.centAmount,
    tax: cart.taxedPrice?.totalTax?.centAmount,
    portions: cart.taxedPrice?.taxPortions.map((portion) => [portion.name, portion.rate, portion.amount.centAmount]),
    shipping: cart.shippingInfo?.price.centAmount,
  };
}

const codeStates = (cart: Cart) => Object.fromEntries(cart.discountCodes.map((info) => [info.discountCode.id, info.state]));

describe('SK (EUR, VAT 23 %)', () => {
  it('charges the parcel fee below the 59 EUR threshold', () => {
    const cart = recalc(cartIn('SK', { lines: [{ product: GLOVES, quantity: 1 }], shippingMethodId: PARCEL.id }));
    // gloves 12.90; 12.90 < 59.00 → parcel 1.95; total 12.90 + 1.95 = 14.85
    // gloves net round(1290 / 1.23 = 1048.78) = 1049, tax 1290 − 1049 = 241
    // parcel net round(195 / 1.23 = 158.54) = 159, tax 195 − 159 = 36
    // cart net 1049 + 159 = 1208, tax 241 + 36 = 277
    expect(figures(cart)).toEqual({ total: 1485, net: 1208, gross: 1485, tax: 277, portions: [['SK 23%', 0.23, 277]], shipping: 195 });
    expect(cart.shippingInfo).toMatchObject({
      shippingMethodName: 'parcel', shippingMethodState: 'MatchesCart',
      taxRate: { name: 'SK 23%', amount: 0.23, includedInPrice: true, country: 'SK' },
      taxedPrice: { totalNet: cents(159, 'EUR'), totalGross: cents(195, 'EUR'), totalTax: cents(36, 'EUR') },
    });
    expect(cart.taxedShippingPrice).toEqual(cart.shippingInfo?.taxedPrice);
    expect(cart.lineItems[0]).toMatchObject({
      price: { value: cents(1290, 'EUR'), country: 'SK' },
      totalPrice: cents(1290, 'EUR'), discountedPricePerQuantity: [],
      taxedPrice: { totalNet: cents(1049, 'EUR'), totalGross: cents(1290, 'EUR'), totalTax: cents(241, 'EUR') },
    });
    expect(cart.totalLineItemQuantity).toBe(1);
  });

  it('ships free above the threshold and applies the 3-item volume tier (5 %), rounding the half cent to even', () => {
    const cart = recalc(cartIn('SK', { lines: [{ product: DRILL, quantity: 3 }], shippingMethodId: PARCEL.id }));
    // drill 49.90 × 0.95 = 47.405 → 4740.5 cents → half-even 4740 (portion 250); 3 × 4740 = 14220
    // 142.20 >= 59.00 → shipping 0
    // net round(14220 / 1.23 = 11560.98) = 11561, tax 14220 − 11561 = 2659
    expect(figures(cart)).toEqual({ total: 14220, net: 11561, gross: 14220, tax: 2659, portions: [['SK 23%', 0.23, 2659]], shipping: 0 });
    expect(cart.lineItems[0]?.discountedPricePerQuantity).toEqual([{
      quantity: 3,
      discountedPrice: {
        value: cents(4740, 'EUR'),
        includedDiscounts: [{ discount: { typeId: 'cart-discount', id: 'volume-3' }, discountedAmount: cents(250, 'EUR') }],
      },
    }]);
  });

  it('ships a freight line as freight and charges the freight fee below the threshold', () => {
    const cart = recalc(cartIn('SK', { lines: [{ product: WORKBENCH, quantity: 1 }], shippingMethodId: FREIGHT.id }));
    // workbench 44.90 < 59.00 → freight 9.95; total 44.90 + 9.95 = 54.85
    // workbench net round(4490 / 1.23 = 3650.41) = 3650, tax 840; freight net round(995 / 1.23 = 808.94) = 809, tax 186
    expect(figures(cart)).toEqual({ total: 5485, net: 4459, gross: 5485, tax: 1026, portions: [['SK 23%', 0.23, 1026]], shipping: 995 });
    expect(cart.shippingInfo?.shippingMethodState).toBe('MatchesCart');
  });

  it('marks parcel DoesNotMatchCart for a freight cart, still priced from its rate', () => {
    const cart = recalc(cartIn('SK', { lines: [{ product: WORKBENCH, quantity: 1 }], shippingMethodId: PARCEL.id }));
    // predicate lineItemExists(freight) = false is false; parcel fee 1.95 still charged: 44.90 + 1.95
    expect(cart.shippingInfo?.shippingMethodState).toBe('DoesNotMatchCart');
    expect(cart.totalPrice.centAmount).toBe(4685);
  });

  it('applies WELCOME10 before the 5-item tier and reports every code state', () => {
    const cart = recalc(cartIn('SK', {
      lines: [{ product: DRILL, quantity: 5 }], shippingMethodId: PARCEL.id,
      codes: ['dc-welcome10', 'dc-summer2025', 'dc-spring5'],
    }));
    // WELCOME10 (sortOrder 0.9) first: 4990 × 0.90 = 4491 (portion 499)
    // volume-5 (0.52) next: 4491 × 0.90 = 4041.9 → 4042 (portion 449); 5 × 4042 = 20210, shipping free
    // net round(20210 / 1.23 = 16430.89) = 16431, tax 3779
    expect(figures(cart)).toEqual({ total: 20210, net: 16431, gross: 20210, tax: 3779, portions: [['SK 23%', 0.23, 3779]], shipping: 0 });
    expect(cart.lineItems[0]?.discountedPricePerQuantity[0]?.discountedPrice.includedDiscounts.map((portion) =>
      [portion.discount.id, portion.discountedAmount.centAmount])).toEqual([['cd-welcome10', 499], ['volume-5', 449]]);
    // SUMMER2025 ended 2025-09-01 → NotValid; SPRING5 is switched off → NotActive
    expect(codeStates(cart)).toEqual({ 'dc-welcome10': 'MatchesCart', 'dc-summer2025': 'NotValid', 'dc-spring5': 'NotActive' });
  });
});

describe('DE (EUR, VAT 19 %)', () => {
  it('does not apply BIG50 below its 500 EUR minimum', () => {
    const cart = recalc(cartIn('DE', {
      lines: [{ product: DRILL, quantity: 2 }, { product: GLOVES, quantity: 1 }], shippingMethodId: PARCEL.id, codes: ['dc-big50'],
    }));
    // DE price of the drill is the country-specific 47.90: 2 × 4790 = 9580; gloves 1290; 108.70 < 500.00 → no BIG50
    // 108.70 >= 59.00 → shipping 0
    // drill net round(9580 / 1.19 = 8050.42) = 8050, tax 1530; gloves net round(1290 / 1.19 = 1084.03) = 1084, tax 206
    expect(figures(cart)).toEqual({ total: 10870, net: 9134, gross: 10870, tax: 1736, portions: [['DE 19%', 0.19, 1736]], shipping: 0 });
    expect(codeStates(cart)).toEqual({ 'dc-big50': 'DoesNotMatchCart' });
  });

  it('spreads BIG50 over the lines by their totals, then applies the 10-item tier per unit', () => {
    const cart = recalc(cartIn('DE', {
      lines: [{ product: DRILL, quantity: 10 }, { product: GLOVES, quantity: 2 }], shippingMethodId: PARCEL.id, codes: ['dc-big50'],
    }));
    // before discounts: 10 × 4790 = 47900, 2 × 1290 = 2580 → 504.80 >= 500.00 → BIG50 matches
    // BIG50 (0.8) before volume-10 (0.53). 5000 over 47900 : 2580 (sum 50480):
    //   drill 5000 × 47900 / 50480 = 4744.45 → 4744, gloves 5000 × 2580 / 50480 = 255.55 → 255; the cent left
    //   goes to the larger remainder (gloves .55) → gloves 256
    //   drill units: 4744 / 10 = 474.4 → 474 each, 4 cents left → first 4 units 475: 4 × 4315 and 6 × 4316
    //   gloves units: 256 / 2 = 128 → 2 × 1162
    // volume-10 15 %: 4315 × 0.85 = 3667.75 → 3668 (portion 647); 4316 × 0.85 = 3668.6 → 3669 (portion 647)
    // drill total 4 × 3668 + 6 × 3669 = 14672 + 22014 = 36686; gloves 2 × 1162 = 2324; total 39010, shipping free
    // drill net round(36686 / 1.19 = 30828.57) = 30829, tax 5857; gloves net round(2324 / 1.19 = 1952.94) = 1953, tax 371
    expect(figures(cart)).toEqual({ total: 39010, net: 32782, gross: 39010, tax: 6228, portions: [['DE 19%', 0.19, 6228]], shipping: 0 });
    const [drill, gloves] = cart.lineItems;
    expect(drill?.discountedPricePerQuantity.map((entry) => [
      entry.quantity, entry.discountedPrice.value.centAmount,
      entry.discountedPrice.includedDiscounts.map((portion) => [portion.discount.id, portion.discountedAmount.centAmount]),
    ])).toEqual([
      [4, 3668, [['cd-big50', 475], ['volume-10', 647]]],
      [6, 3669, [['cd-big50', 474], ['volume-10', 647]]],
    ]);
    expect(drill?.totalPrice).toEqual(cents(36686, 'EUR'));
    expect(gloves?.totalPrice).toEqual(cents(2324, 'EUR'));
    expect(codeStates(cart)).toEqual({ 'dc-big50': 'MatchesCart' });
  });
});

describe('CZ (CZK, VAT 21 %)', () => {
  it('charges the 46 CZK parcel fee below 1399 CZK; BIG50 has no CZK amount and does not match', () => {
    const cart = recalc(cartIn('CZ', { lines: [{ product: GLOVES, quantity: 1 }], shippingMethodId: PARCEL.id, codes: ['dc-big50'] }));
    // gloves 329.00 + parcel 46.00 = 375.00
    // gloves net round(32900 / 1.21 = 27190.08) = 27190, tax 5710; parcel net round(4600 / 1.21 = 3801.65) = 3802, tax 798
    expect(figures(cart)).toEqual({ total: 37500, net: 30992, gross: 37500, tax: 6508, portions: [['CZ 21%', 0.21, 6508]], shipping: 4600 });
    expect(codeStates(cart)).toEqual({ 'dc-big50': 'DoesNotMatchCart' });
  });

  it('charges the 235 CZK freight fee below the threshold', () => {
    const cart = recalc(cartIn('CZ', { lines: [{ product: WORKBENCH, quantity: 1 }], shippingMethodId: FREIGHT.id }));
    // workbench 1099.00 < 1399.00 → freight 235.00; total 1334.00
    // workbench net round(109900 / 1.21 = 90826.45) = 90826, tax 19074; freight net round(23500 / 1.21 = 19421.49) = 19421, tax 4079
    expect(figures(cart)).toEqual({ total: 133400, net: 110247, gross: 133400, tax: 23153, portions: [['CZ 21%', 0.21, 23153]], shipping: 23500 });
  });

  it('ships freight free once the cart reaches 1399 CZK', () => {
    const cart = recalc(cartIn('CZ', {
      lines: [{ product: WORKBENCH, quantity: 1 }, { product: GLOVES, quantity: 1 }], shippingMethodId: FREIGHT.id,
    }));
    // 1099.00 + 329.00 = 1428.00 >= 1399.00 → freight 0
    // workbench net 90826, tax 19074; gloves net 27190, tax 5710
    expect(figures(cart)).toEqual({ total: 142800, net: 118016, gross: 142800, tax: 24784, portions: [['CZ 21%', 0.21, 24784]], shipping: 0 });
  });
});

describe('HU (HUF, VAT 27 %)', () => {
  it('charges the temporary 1481 HUF parcel fee below 22099 HUF', () => {
    const cart = recalc(cartIn('HU', { lines: [{ product: DRILL, quantity: 1 }], shippingMethodId: PARCEL.id }));
    // drill 19990.00 + parcel 1481.00 = 21471.00
    // drill net round(1999000 / 1.27 = 1574015.75) = 1574016, tax 424984
    // parcel net round(148100 / 1.27 = 116614.17) = 116614, tax 31486
    expect(figures(cart)).toEqual({
      total: 2147100, net: 1690630, gross: 2147100, tax: 456470, portions: [['HU 27%', 0.27, 456470]], shipping: 148100,
    });
  });

  it('applies the 3-item tier and ships free above the threshold', () => {
    const cart = recalc(cartIn('HU', { lines: [{ product: DRILL, quantity: 3 }], shippingMethodId: PARCEL.id }));
    // 1999000 × 0.95 = 1899050; 3 × 1899050 = 5697150 >= 2209900 → shipping 0
    // net round(5697150 / 1.27 = 4485944.88) = 4485945, tax 1211205
    expect(figures(cart)).toEqual({
      total: 5697150, net: 4485945, gross: 5697150, tax: 1211205, portions: [['HU 27%', 0.27, 1211205]], shipping: 0,
    });
  });
});

describe('CH (CHF, VAT 8.1 %)', () => {
  it('charges the parcel fee below 59 CHF', () => {
    const cart = recalc(cartIn('CH', { lines: [{ product: GLOVES, quantity: 1 }], shippingMethodId: PARCEL.id }));
    // gloves 13.90 + parcel 1.95 = 15.85
    // gloves net round(1390 / 1.081 = 1285.85) = 1286, tax 104; parcel net round(195 / 1.081 = 180.39) = 180, tax 15
    expect(figures(cart)).toEqual({ total: 1585, net: 1466, gross: 1585, tax: 119, portions: [['CH 8.1%', 0.081, 119]], shipping: 195 });
  });

  it('ships a mixed freight cart free above 59 CHF', () => {
    const cart = recalc(cartIn('CH', {
      lines: [{ product: WORKBENCH, quantity: 1 }, { product: DRILL, quantity: 1 }], shippingMethodId: FREIGHT.id,
    }));
    // 46.90 + 54.90 = 101.80 >= 59.00 → 0
    // workbench net round(4690 / 1.081 = 4338.58) = 4339, tax 351; drill net round(5490 / 1.081 = 5078.63) = 5079, tax 411
    expect(figures(cart)).toEqual({ total: 10180, net: 9418, gross: 10180, tax: 762, portions: [['CH 8.1%', 0.081, 762]], shipping: 0 });
    expect(cart.shippingInfo?.shippingMethodState).toBe('MatchesCart');
  });
});

describe('GB (GBP, VAT 20 %)', () => {
  it('charges the parcel fee below 52 GBP, its net rounded half to even', () => {
    const cart = recalc(cartIn('GB', { lines: [{ product: DRILL, quantity: 1 }], shippingMethodId: PARCEL.id }));
    // drill 42.90 + parcel 1.95 = 44.85
    // drill net 4290 / 1.2 = 3575 exactly, tax 715; parcel net 195 / 1.2 = 162.5 → half-even 162, tax 33
    expect(figures(cart)).toEqual({ total: 4485, net: 3737, gross: 4485, tax: 748, portions: [['GB 20%', 0.2, 748]], shipping: 195 });
  });

  it('compares freeAbove with the discounted line total: WELCOME10 takes the cart back below 52 GBP', () => {
    const cart = recalc(cartIn('GB', {
      lines: [{ product: DRILL, quantity: 1 }, { product: GLOVES, quantity: 1 }], shippingMethodId: PARCEL.id, codes: ['dc-welcome10'],
    }));
    // before discounts 42.90 + 10.90 = 53.80 (would be free); WELCOME10: 4290 × 0.9 = 3861, 1090 × 0.9 = 981
    // 38.61 + 9.81 = 48.42 < 52.00 → parcel 1.95; total 48.42 + 1.95 = 50.37
    // drill net 3861 / 1.2 = 3217.5 → 3218 (even), tax 643; gloves net 981 / 1.2 = 817.5 → 818 (even), tax 163
    // parcel net 162, tax 33 → net 3218 + 818 + 162 = 4198, tax 643 + 163 + 33 = 839
    expect(figures(cart)).toEqual({ total: 5037, net: 4198, gross: 5037, tax: 839, portions: [['GB 20%', 0.2, 839]], shipping: 195 });
  });
});
