import { describe, expect, it } from '@jest/globals';
import { parseCartActionInput } from './cart-action-input';

const form = (fields: Record<string, string>): FormData => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const parse = (fields: Record<string, string>) => parseCartActionInput(form(fields), '/checkout/cart');

describe('parseCartActionInput', () => {
  it('reads a quantity (0 removes), a removal and a batch as line changes', () => {
    expect(parse({ intent: 'quantity', lineId: 'l1', quantity: '4', returnTo: '/checkout/cart' })).toEqual({
      ok: true, input: { kind: 'lines', changes: [{ lineId: 'l1', quantity: 4 }], returnTo: '/checkout/cart', via: 'form' },
    });
    expect(parse({ intent: 'quantity', lineId: 'l1', quantity: '0' })).toMatchObject({ ok: true, input: { changes: [{ lineId: 'l1', quantity: 0 }] } });
    expect(parse({ intent: 'remove', lineId: 'l2', via: 'fetch' })).toMatchObject({ ok: true, input: { kind: 'lines', changes: [{ lineId: 'l2', quantity: 0 }], via: 'fetch' } });
    expect(parse({ intent: 'lines', lines: JSON.stringify([{ lineId: 'a', quantity: 2 }, { lineId: 'b', quantity: 0 }]) }))
      .toMatchObject({ ok: true, input: { changes: [{ lineId: 'a', quantity: 2 }, { lineId: 'b', quantity: 0 }] } });
  });

  it('reads coupons to apply and remove', () => {
    expect(parse({ intent: 'applyCoupon', code: ' WELCOME10 ' })).toMatchObject({ ok: true, input: { kind: 'applyCoupon', code: 'WELCOME10' } });
    expect(parse({ intent: 'removeCoupon', couponId: 'dc1' })).toMatchObject({ ok: true, input: { kind: 'removeCoupon', couponId: 'dc1' } });
  });

  it.each([
    [{ intent: 'quantity', lineId: 'l1', quantity: '1001' }, 'quantity'],
    [{ intent: 'quantity', lineId: 'l1', quantity: '-1' }, 'quantity'],
    [{ intent: 'quantity', lineId: 'l1', quantity: '2.5' }, 'quantity'],
    [{ intent: 'quantity', quantity: '1' }, 'lineId'],
    [{ intent: 'lines', lines: '[]' }, 'lines'],
    [{ intent: 'lines', lines: '[{"lineId":"a","quantity":"2"}]' }, 'lines'],
    [{ intent: 'lines', lines: 'not json' }, 'lines'],
    [{ intent: 'applyCoupon', code: '' }, 'code'],
    [{ intent: 'applyCoupon', code: 'X'.repeat(129) }, 'code'],
    [{ intent: 'removeCoupon' }, 'couponId'],
    [{ intent: 'explode' }, 'intent'],
  ])('refuses %j (%s)', (fields, field) => {
    expect(parse(fields as Record<string, string>)).toEqual({ ok: false, field });
  });

  it.each(['https://evil.example/', '//evil.example/', 'relative'])('sends an off-site return path %j to the cart page', (returnTo) => {
    const result = parse({ intent: 'remove', lineId: 'l1', returnTo });
    expect(result.ok && result.input.returnTo).toBe('/checkout/cart');
  });
});
