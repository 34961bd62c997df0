import { describe, expect, it } from '@jest/globals';
import { BackendError, type BackendClient } from '../shop/backend.server';
import type { ShopRequest } from '../shop/shop-context';
import { cartActionResponse, runCartAction } from './cart-actions.server';

type Answer = unknown | Error;

function fakeShop(answers: Record<string, Answer[]>) {
  const calls: [string, unknown][] = [];
  const backend = {
    call: async (method: string, payload: unknown) => {
      calls.push([method, payload]);
      const queue = answers[method];
      const answer = queue && queue.length > 1 ? queue.shift() : queue?.[0];
      if (answer instanceof Error) throw answer;
      return answer ?? {};
    },
  } as unknown as BackendClient;
  const shop = { backend, storeKey: 'ex-sk', country: 'SK', language: 'sk', locale: 'sk-SK', languagePrefix: '', nativeRouting: false, url: new URL('http://sk.localhost/cart-actions') } as unknown as ShopRequest;
  return { shop, calls };
}

const eur = (centAmount: number) => ({ centAmount, currencyCode: 'EUR', fractionDigits: 2 });
const cart = (quantity: number, version = 3) => ({
  cart: {
    id: 'c1', version, totalPrice: eur(1000 * quantity), discountCodes: [{ discountCode: { id: 'd1', code: 'WELCOME10' }, state: 'MatchesCart', code: 'WELCOME10' }],
    lineItems: [{ id: 'l1', quantity, price: { value: eur(1000) }, totalPrice: eur(1000 * quantity), variant: { sku: 'EX10000001' } }],
  },
});
const common = { getVolumeDiscounts: [{ cartDiscounts: { results: [] } }], getInventory: [{ inventoryEntries: { results: [{ sku: 'EX10000001', availableQuantity: 5 }] } }] };

describe('runCartAction', () => {
  it('sends line changes as one updateCart on the session cart (0 removes) and says which were capped', async () => {
    const { shop, calls } = fakeShop({ ...common, getMyCart: [cart(1)], updateCart: [cart(5, 4)] });
    const outcome = await runCartAction(shop, { kind: 'lines', changes: [{ lineId: 'l1', quantity: 8 }, { lineId: 'gone', quantity: 0 }] });
    expect(calls.find(([method]) => method === 'updateCart')).toEqual(['updateCart', [{ id: 'c1', version: 3 }, { actions: [{ action: 'changeLineItemQuantity', lineItemId: 'l1', quantity: 8 }] }]]);
    expect(outcome).toMatchObject({ status: 'updated', capped: ['l1'], cart: { itemCount: 5 } });
  });

  it('a refused coupon is told with its state; the cart is read again', async () => {
    const refusal = new BackendError(400, { code: 'DiscountCodeNonApplicable', errors: [{ code: 'DiscountCodeNonApplicable', reason: 'DoesNotExist' }] }, 'applyCartCoupon');
    const { shop } = fakeShop({ ...common, getMyCart: [cart(1)], applyCartCoupon: [refusal] });
    expect(await runCartAction(shop, { kind: 'applyCoupon', code: 'NOPE' })).toMatchObject({ status: 'coupon-refused', coupon: { code: 'NOPE', state: 'NotValid' }, cart: { id: 'c1' } });
  });

  it('removes a coupon by the id the cart holds, and does nothing for one it does not hold', async () => {
    const { shop, calls } = fakeShop({ ...common, getMyCart: [cart(1)], removeCartCoupon: [cart(1, 4)] });
    await runCartAction(shop, { kind: 'removeCoupon', couponId: 'd1' });
    await runCartAction(shop, { kind: 'removeCoupon', couponId: 'absent' });
    expect(calls.filter(([method]) => method === 'removeCartCoupon')).toEqual([['removeCartCoupon', [{ id: 'c1', version: 3 }, { id: 'd1', typeId: 'discount-code' }]]]);
  });

  it('a cart that is gone (not found in store, or none) is cleared; any other failure is a problem with the cart read again', async () => {
    const gone = new BackendError(404, { code: 'ResourceNotFound', message: "The Resource with ID 'c1' was not found in store 'ex-sk'." }, 'updateCart');
    const first = fakeShop({ ...common, getMyCart: [cart(1), { cart: null }], updateCart: [gone] });
    expect(await runCartAction(first.shop, { kind: 'lines', changes: [{ lineId: 'l1', quantity: 2 }] })).toEqual({ status: 'gone', cart: null });
    const none = fakeShop({ ...common, getMyCart: [{ cart: null }] });
    expect(await runCartAction(none.shop, { kind: 'lines', changes: [{ lineId: 'l1', quantity: 2 }] })).toEqual({ status: 'gone', cart: null });
    const failing = fakeShop({ ...common, getMyCart: [cart(1)], updateCart: [new BackendError(502, {}, 'updateCart')] });
    expect(await runCartAction(failing.shop, { kind: 'lines', changes: [{ lineId: 'l1', quantity: 2 }] })).toMatchObject({ status: 'problem', cart: { itemCount: 1 } });
  });
});

describe('cartActionResponse', () => {
  const post = (fields: Record<string, string>) => new Request('http://sk.localhost/cart-actions', { method: 'POST', body: new URLSearchParams(fields) });

  it('a plain form post goes back to its page (303) with the outcome in the query', async () => {
    const refusal = new BackendError(400, { code: 'DiscountCodeNonApplicable', errors: [{ code: 'DiscountCodeNonApplicable', reason: 'DoesNotExist' }] }, 'applyCartCoupon');
    const { shop } = fakeShop({ ...common, getMyCart: [cart(1)], applyCartCoupon: [refusal] });
    const response = await cartActionResponse(shop, post({ intent: 'applyCoupon', code: 'NOPE', returnTo: '/checkout/cart?coupon=NotActive' }));
    expect([response.status, response.headers.get('location')]).toEqual([303, '/checkout/cart?cartUpdate=coupon-refused&coupon=NotValid&couponCode=NOPE']);
  });

  it('bad input is a 400 before any backend call; the enhanced form gets JSON', async () => {
    const { shop, calls } = fakeShop({});
    const response = await cartActionResponse(shop, post({ intent: 'quantity', lineId: 'l1', quantity: '1001', via: 'fetch' }));
    expect(response.status).toBe(400);
    expect(calls).toEqual([]);
    const ok = fakeShop({ ...common, getMyCart: [cart(1)], updateCart: [cart(2, 4)] });
    const answer = await cartActionResponse(ok.shop, post({ intent: 'quantity', lineId: 'l1', quantity: '2', via: 'fetch' }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ status: 'updated', cart: { itemCount: 2 } });
  });
});
