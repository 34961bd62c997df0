import { describe, expect, it } from '@jest/globals';
import { proxyTrustFromEnv } from './trusted-proxy.js';

describe('TRUST_PROXY', () => {
  it('trusts no peer when unset', () => {
    expect(proxyTrustFromEnv({})).toBeUndefined();
    expect(proxyTrustFromEnv({ TRUST_PROXY: '' })).toBeUndefined();
  });

  it('trusts exactly the listed addresses, ranges and named ranges', () => {
    const trusts = proxyTrustFromEnv({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,loopback' })!;
    expect(trusts('10.1.2.3', 0)).toBe(true);
    expect(trusts('192.0.2.7', 0)).toBe(true);
    expect(trusts('127.0.0.1', 0)).toBe(true);
    expect(trusts('::ffff:127.0.0.1', 0)).toBe(true);
    expect(trusts('192.0.2.8', 0)).toBe(false);
    expect(trusts('203.0.113.1', 0)).toBe(false);
  });

  it.each([
    ['1', /not '1': a hop count or 'true'/],
    ['true', /not 'true': a hop count or 'true'/],
    ['10.0.0.300', /^TRUST_PROXY: invalid IP address: 10\.0\.0\.300/],
    ['10.0.0.0/40', /^TRUST_PROXY: invalid range on address: 10\.0\.0\.0\/40/],
    ['10.0.0.1,,10.0.0.2', /^TRUST_PROXY has an empty entry/],
  ])('stops start-up naming TRUST_PROXY when it is %p', (value, message) => {
    expect(() => proxyTrustFromEnv({ TRUST_PROXY: value })).toThrow(message);
  });
});
