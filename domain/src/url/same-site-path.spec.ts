import { describe, expect, it } from '@jest/globals';
import { isSameSitePath, sameSitePath } from './same-site-path.js';

describe('same-site path (open-redirect protection)', () => {
  it.each(['/', '/drills/', '/fr/forets?x=1#top', '/search?query=a b', '/%2F/x', '/.'])('accepts %j', (value) => {
    expect(isSameSitePath(value)).toBe(true);
  });

  it.each([
    'https://evil.example/', 'http:/evil.example', '//evil.example', '/\\evil.example', '\\\\evil.example',
    'javascript:alert(1)', 'drills', '', ' /drills', '/\t/evil.example', '/\n/evil.example', '/a\u0000', '/a\u007f',
    '/drills\\x', 42, null, undefined, ['/drills'],
    // Dot segments that a URL parser collapses into a protocol-relative '//host' (issue 18, item 1).
    '/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/%2E%2E//evil.example', '/a/..//evil.example',
    '/././/evil.example/x?cart=added', '/x/%2e%2e//evil.example',
  ])('refuses %j', (value) => {
    expect(isSameSitePath(value)).toBe(false);
    expect(sameSitePath(value)).toBeUndefined();
  });

  it('answers the resolved path, query and fragment: what a redirect may send', () => {
    expect(sameSitePath('/a/../drills/./x?page=2#top')).toBe('/drills/x?page=2#top');
    expect(sameSitePath('/search?query=a b')).toBe('/search?query=a%20b');
    expect(sameSitePath('/%2e%2e/drills')).toBe('/drills');
  });
});
