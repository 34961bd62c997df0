import { describe, expect, it } from '@jest/globals';
import type { Cart } from '@commercetools/platform-sdk';
import { recalculateCart } from './recalculate-cart.js';
import { cartIn, DRILL, GLOVES, NOW, PARCEL, SHOP } from './pricing.fixture.js';

/*
 * A recalculation hands back the very line object for a line it leaves as it was, so the engine
 * can tell an unchanged line (and cart) without comparing or writing it out again.
 */

const LINES = [{ product: DRILL, quantity: 12 }, { product: GLOVES, quantity: 2 }];
const priced = (): Cart => recalculateCart(cartIn('SK', { lines: LINES, shippingMethodId: PARCEL.id }), SHOP, NOW);

describe('recalculating a priced cart', () => {
  it('returns each line it leaves unchanged as the same object', () => {
    const cart = priced();
    const again = recalculateCart(cart, SHOP, NOW);
    expect(again.lineItems[0]).toBe(cart.lineItems[0]);
    expect(again.lineItems[1]).toBe(cart.lineItems[1]);
    expect(again).toEqual(cart);
  });

  it('returns a new object for a line whose figures change, and only for that one', () => {
    const cart = priced();
    const more = { ...cart, lineItems: [{ ...cart.lineItems[0]!, quantity: 3 }, cart.lineItems[1]!] };
    const again = recalculateCart(more, SHOP, NOW);
    expect(again.lineItems[0]).not.toBe(more.lineItems[0]);
    // 3 drills now take the 5 % tier instead of 15 %: 4990 × 0.95 = 4740.5 → 4740 (half-even)
    expect(again.lineItems[0]?.totalPrice.centAmount).toBe(3 * 4740);
    expect(again.lineItems[1]).toBe(cart.lineItems[1]);
  });

  it('returns a new object for a line whose stored figures are stale', () => {
    const cart = priced();
    const stale = { ...cart, lineItems: [{ ...cart.lineItems[0]!, totalPrice: { ...cart.lineItems[0]!.totalPrice, centAmount: 1 } }, cart.lineItems[1]!] };
    const again = recalculateCart(stale, SHOP, NOW);
    expect(again.lineItems[0]).not.toBe(stale.lineItems[0]);
    expect(again.lineItems[0]).toEqual(cart.lineItems[0]);
  });

  it('re-prices a line it has left unchanged before once something it is priced from changes', () => {
    const cart = recalculateCart(priced(), SHOP, NOW);
    const code = { discountCode: { typeId: 'discount-code' as const, id: 'dc-welcome10' }, state: 'MatchesCart' as const };
    const coded = recalculateCart({ ...cart, discountCodes: [code] }, SHOP, NOW);
    expect(coded.lineItems[1]).not.toBe(cart.lineItems[1]);
    expect(coded.lineItems).toEqual(recalculateCart(cartIn('SK', { lines: LINES, shippingMethodId: PARCEL.id, codes: ['dc-welcome10'] }), SHOP, NOW).lineItems);
    const german = recalculateCart({ ...cart, shippingAddress: { country: 'DE' } }, SHOP, NOW);
    expect(german.lineItems[1]?.taxRate?.country).toBe('DE');
    expect(german.lineItems).toEqual(recalculateCart(cartIn('SK', { lines: LINES, shippingMethodId: PARCEL.id, shippingAddress: { country: 'DE' } }), SHOP, NOW).lineItems);
  });

  it('returns a line it has just re-priced as the same object when recalculated again', () => {
    const more = priced();
    const again = recalculateCart({ ...more, lineItems: [{ ...more.lineItems[0]!, quantity: 3 }, more.lineItems[1]!] }, SHOP, NOW);
    const once = recalculateCart(again, SHOP, NOW);
    expect(once.lineItems[0]).toBe(again.lineItems[0]);
    expect(once).toEqual(again);
  });
});
