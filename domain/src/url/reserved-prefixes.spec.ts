import { describe, expect, it } from '@jest/globals';
import { RESERVED_PREFIXES, isReservedPath } from './reserved-prefixes.js';

describe('reserved prefixes (spec 1 §2)', () => {
  it('lists the spec prefixes', () => {
    expect(RESERVED_PREFIXES).toEqual(['/.', '/__', '/api', '/font']);
  });

  it.each([
    ['/.well-known/x', true], ['/.', true], ['/..', true], ['/__nuxt/x', true], ['/__', true],
    ['/api', true], ['/api/', true], ['/api/cart', true], ['/Api/Cart', true], ['/font', true], ['/font/a.woff2', true],
    ['/apicoltura/', false], ['/fontane', false], ['/fonts/a', false], ['/_nuxt/x', false], ['/x/api', false],
    ['/', false], ['', false], ['/drills/.x', false],
  ])('%j reserved: %s', (path, reserved) => {
    expect(isReservedPath(path)).toBe(reserved);
  });
});
