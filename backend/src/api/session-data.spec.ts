import { describe, expect, it } from '@jest/globals';
import { customerSession, hasExpired, newAnonymousSession, parseSessionData, withoutCart } from './session-data.js';

describe('session data', () => {
  it('starts anonymous with a random UUID', () => {
    const [a, b] = [newAnonymousSession(), newAnonymousSession()];
    expect(a.anonymousId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.anonymousId).not.toBe(b.anonymousId);
  });

  it('accepts an anonymous or a customer session, with an optional cart, and drops unknown fields', () => {
    expect(parseSessionData({ anonymousId: 'a', cartId: 'c', extra: 1 })).toEqual({ anonymousId: 'a', cartId: 'c' });
    expect(parseSessionData({ customerId: 'u' })).toEqual({ customerId: 'u' });
  });

  it("keeps a customer session's generation, and leaves generation 0 out of a new one", () => {
    expect(parseSessionData({ customerId: 'u', generation: 3, cartId: 'c' })).toEqual({ customerId: 'u', generation: 3, cartId: 'c' });
    expect(parseSessionData({ customerId: 'u', generation: 0 })).toEqual({ customerId: 'u', generation: 0 });
    expect(customerSession('u', 0, 'c')).toEqual({ customerId: 'u', cartId: 'c' });
    expect(customerSession('u', 2)).toEqual({ customerId: 'u', generation: 2 });
  });

  it("keeps a social sign-in's end (expiresAt) through the cookie and when the cart is dropped, and ends the session at it", () => {
    const session = parseSessionData({ customerId: 'u', generation: 2, cartId: 'c', expiresAt: 1_800_000_000 });
    expect(session).toEqual({ customerId: 'u', generation: 2, cartId: 'c', expiresAt: 1_800_000_000 });
    expect(withoutCart(session!)).toEqual({ customerId: 'u', generation: 2, expiresAt: 1_800_000_000 });
    expect(hasExpired(session!, 1_799_999_999_999)).toBe(false);
    expect(hasExpired(session!, 1_800_000_000_000)).toBe(true);
    expect(hasExpired({ customerId: 'u' }, Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('keeps the generation when the cart is dropped', () => {
    expect(withoutCart({ customerId: 'u', generation: 4, cartId: 'c' })).toEqual({ customerId: 'u', generation: 4 });
    expect(withoutCart({ anonymousId: 'a', cartId: 'c' })).toEqual({ anonymousId: 'a' });
  });

  it.each([
    undefined, false, 'text', [], {}, { anonymousId: 'a', customerId: 'u' }, { anonymousId: 5 }, { customerId: 'u', cartId: 7 }, { anonymousId: '' },
    { customerId: 'u', generation: -1 }, { customerId: 'u', generation: 1.5 }, { customerId: 'u', generation: '2' }, { customerId: 'u', generation: 2 ** 53 },
    { anonymousId: 'a', generation: 1 },
    { customerId: 'u', expiresAt: '1' }, { customerId: 'u', expiresAt: -5 }, { anonymousId: 'a', expiresAt: 1 },
  ])(
    'refuses %j',
    (value) => expect(parseSessionData(value)).toBeUndefined(),
  );
});
