import { describe, expect, it } from '@jest/globals';
import { newAnonymousSession, parseSessionData } from './session-data.js';

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

  it.each([undefined, false, 'text', [], {}, { anonymousId: 'a', customerId: 'u' }, { anonymousId: 5 }, { customerId: 'u', cartId: 7 }, { anonymousId: '' }])(
    'refuses %j',
    (value) => expect(parseSessionData(value)).toBeUndefined(),
  );
});
