import { describe, expect, it } from '@jest/globals';
import { parseAddGuaranteeInput, parseLineId } from './guarantee-input';
import { isPaymentPagePath } from './payment-page';

const form = (fields: Record<string, string>): FormData => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('add-guarantee input', () => {
  it('reads a complete post', () => {
    expect(parseAddGuaranteeInput(form({ lineId: 'l1', parentSku: 'EX10000005', guaranteeSku: '4100010', returnTo: '/checkout/cart', via: 'fetch' }))).toEqual({
      ok: true,
      input: { lineId: 'l1', parentSku: 'EX10000005', guaranteeSku: '4100010', returnTo: '/checkout/cart', via: 'fetch' },
    });
  });

  it('sends a foreign or missing return target to the cart page, and treats anything but fetch as a form post', () => {
    const result = parseAddGuaranteeInput(form({ lineId: 'l1', parentSku: 'A', guaranteeSku: 'B', returnTo: 'https://evil.example/' }));
    expect(result).toMatchObject({ ok: true, input: { returnTo: '/checkout/cart', via: 'form' } });
  });

  it('names the first bad field', () => {
    expect(parseAddGuaranteeInput(form({ parentSku: 'A', guaranteeSku: 'B' }))).toEqual({ ok: false, field: 'lineId' });
    expect(parseAddGuaranteeInput(form({ lineId: 'l', guaranteeSku: 'B' }))).toEqual({ ok: false, field: 'parentSku' });
    expect(parseAddGuaranteeInput(form({ lineId: 'l', parentSku: 'A', guaranteeSku: 'x'.repeat(65) }))).toEqual({ ok: false, field: 'guaranteeSku' });
  });

  it('reads a line id from the query', () => {
    expect(parseLineId(' abc ')).toBe('abc');
    expect(parseLineId(null)).toBeUndefined();
    expect(parseLineId('')).toBeUndefined();
  });

  it('knows the payment page with or without a language prefix', () => {
    expect(isPaymentPagePath('/checkout/payment')).toBe(true);
    expect(isPaymentPagePath('/fr/checkout/payment/')).toBe(true);
    expect(isPaymentPagePath('/checkout/cart')).toBe(false);
  });
});
