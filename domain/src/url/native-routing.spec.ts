import { describe, expect, it } from '@jest/globals';
import { COUNTRY_CODES } from '../market/codes.js';
import { NATIVE_ROUTING_COUNTRIES, applyNativeRouting, hasNativeRouting, stripRouteLetter } from './native-routing.js';
import type { PageKind } from './page-kind.js';

describe('native routing (spec 1 §2, spec 2 §9: LT only)', () => {
  it.each(COUNTRY_CODES.map((country) => [country, country === 'LT'] as const))('%s: %s', (country, native) => {
    expect(hasNativeRouting(country)).toBe(native);
  });

  it('lists LT only', () => {
    expect(NATIVE_ROUTING_COUNTRIES).toEqual(['LT']);
  });

  it.each([
    [['p', 'x-10012345'], ['x-10012345'], 'product'],
    [['c', 'a', 'b'], ['a', 'b'], 'category'],
    [['c'], [], 'category'],
    [['cc', 'x'], ['cc', 'x'], undefined],
    [['x', 'p'], ['x', 'p'], undefined],
    [[], [], undefined],
  ] as const)('strips the letter of %j → %j (%s)', (segments, rest, hint) => {
    expect(stripRouteLetter(segments)).toEqual({ segments: rest, hint });
  });

  it.each([
    [['x-10012345'], 'product', ['p', 'x-10012345']],
    [['drills', 'x-10012345'], 'product', ['p', 'x-10012345']],
    [['drills', 'cordless'], 'category', ['c', 'drills', 'cordless']],
    [[], 'home', []],
    [[], 'product', []],
    [['login'], 'exempt-route', ['login']],
    [['privacy-data'], 'content', ['privacy-data']],
    [['adyen-payment-error'], 'route', ['adyen-payment-error']],
  ] as const)('%j as %s → %j', (segments, kind: PageKind, routed) => {
    expect(applyNativeRouting(segments, kind)).toEqual(routed);
  });
});
