import { describe, expect, it } from '@jest/globals';
import { isSameSitePath } from './same-site-path.js';

describe('same-site path (open-redirect protection)', () => {
  it.each(['/', '/drills/', '/fr/forets?x=1#top', '/search?query=a b', '/%2F/x', '/.'])('accepts %j', (value) => {
    expect(isSameSitePath(value)).toBe(true);
  });

  it.each([
    'https://evil.example/', 'http:/evil.example', '//evil.example', '/\\evil.example', '\\\\evil.example',
    'javascript:alert(1)', 'drills', '', ' /drills', '/\t/evil.example', '/\n/evil.example', '/a\u0000', '/a\u007f',
    '/drills\\x', 42, null, undefined, ['/drills'],
  ])('refuses %j', (value) => {
    expect(isSameSitePath(value)).toBe(false);
  });
});
