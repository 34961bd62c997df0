import { describe, expect, it } from '@jest/globals';
import { orderNumberFor } from './order-number.js';

describe('orderNumberFor', () => {
  it('is the same for every attempt to order one cart, and differs between carts', () => {
    const cart = '2f1c9a4e-6b0d-4c1e-9d7a-3e5b8f0a1c2d';
    expect(orderNumberFor(cart, 'SK')).toBe(orderNumberFor(cart, 'SK'));
    expect(orderNumberFor(cart, 'SK')).not.toBe(orderNumberFor('7a0e4b1c-2d3f-4a5b-8c6d-9e0f1a2b3c4d', 'SK'));
  });

  it("carries the market's country and twelve Crockford base-32 characters", () => {
    const numbers = Array.from({ length: 200 }, (_, i) => orderNumberFor(`cart-${i}`, 'DE'));
    for (const number of numbers) expect(number).toMatch(/^DE-[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
