import { describe, expect, it } from '@jest/globals';
import { parseAddToCartInput } from './add-to-cart-input';
import { returnLocation } from './return-location';

const form = (fields: Record<string, string>): FormData => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('parseAddToCartInput', () => {
  it('accepts a SKU, a whole quantity from 1 to 1000 and a path on this site', () => {
    expect(parseAddToCartInput(form({ sku: 'EX10000001', quantity: '3', returnTo: '/p/x-10000001', via: 'fetch' }))).toEqual({
      ok: true,
      input: { sku: 'EX10000001', quantity: 3, returnTo: '/p/x-10000001', via: 'fetch' },
    });
    expect(parseAddToCartInput(form({ sku: 'EX10000001', quantity: '1000' }))).toEqual({
      ok: true,
      input: { sku: 'EX10000001', quantity: 1000, returnTo: '/', via: 'form' },
    });
  });

  it.each(['0', '-1', '1001', '2.5', '1e2', 'abc', '', ' '])('refuses the quantity %j', (quantity) => {
    expect(parseAddToCartInput(form({ sku: 'EX10000001', quantity }))).toEqual({ ok: false, field: 'quantity' });
  });

  it('refuses a missing, overlong or control-character SKU', () => {
    expect(parseAddToCartInput(form({ quantity: '1' }))).toEqual({ ok: false, field: 'sku' });
    expect(parseAddToCartInput(form({ sku: 'X'.repeat(65), quantity: '1' }))).toEqual({ ok: false, field: 'sku' });
    expect(parseAddToCartInput(form({ sku: 'EX1\n0', quantity: '1' }))).toEqual({ ok: false, field: 'sku' });
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', 'relative'])('sends an off-site return path %j home', (returnTo) => {
    const result = parseAddToCartInput(form({ sku: 'EX10000001', quantity: '1', returnTo }));
    expect(result.ok && result.input.returnTo).toBe('/');
  });
});

describe('returnLocation', () => {
  it('replaces an earlier outcome and keeps the rest of the query', () => {
    expect(returnLocation('/fr/x-10000001?reviewSort=most-recent&cart=max', { cart: 'added', added: '2' }))
      .toBe('/fr/x-10000001?reviewSort=most-recent&cart=added&added=2');
    expect(returnLocation('/x-10000001?review=failed', { review: 'submitted' }, '#rating-reviews'))
      .toBe('/x-10000001?review=submitted#rating-reviews');
  });

  // Issue 18, item 1: the URL parser collapses these into '//evil.example', another origin.
  it.each(['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/a/..//evil.example', '/%2E%2E//evil.example/x'])(
    'never leads off the shop from %j',
    (returnTo) => {
      const location = returnLocation(returnTo, { cart: 'added' });
      expect(new URL(location, 'http://shop.test/p/x').origin).toBe('http://shop.test');
      expect(location.startsWith('//')).toBe(false);
    },
  );

  it('returns a form’s dotted path resolved (parseAddToCartInput → returnLocation)', () => {
    const parsed = parseAddToCartInput(form({ sku: 'EX10000001', quantity: '1', returnTo: '/.//evil.example' }));
    expect(parsed.ok && parsed.input.returnTo).toBe('/');
  });
});
