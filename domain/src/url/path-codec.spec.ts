import { describe, expect, it } from '@jest/globals';
import { decodePath, formatPath, withoutEmptySegments } from './path-codec.js';

describe('path codec', () => {
  it.each([
    ['', [], false, '/'],
    ['/', [], true, '/'],
    ['/a', ['a'], false, '/a'],
    ['/a/', ['a'], true, '/a/'],
    ['/a//b/', ['a', '', 'b'], true, '/a//b/'],
    ['//', [''], true, '//'],
    ['a/b', ['a', 'b'], false, '/a/b'],
    ['/%C3%A4/%2F', ['ä', '/'], false, '/%C3%A4/%2F'],
    ['/a+b/x%20y', ['a+b', 'x y'], false, '/a+b/x%20y'],
  ])('%j decodes to %j (trailing slash %s) and formats back as %j', (raw, segments, trailingSlash, formatted) => {
    const parts = decodePath(raw);
    expect(parts).toEqual({ segments, trailingSlash });
    expect(formatPath({ segments, trailingSlash })).toBe(formatted);
  });

  it.each(['/100%', '/%zz', '/%C3'])('refuses malformed escapes in %j', (raw) => {
    expect(decodePath(raw)).toBeUndefined();
  });

  it('escapes what a segment may not hold and leaves sub-delimiters readable', () => {
    expect(formatPath({ segments: ['a b?c#d', "!$&'()*+,;=:@"], trailingSlash: false })).toBe("/a%20b%3Fc%23d/!$&'()*+,;=:@");
    expect(formatPath({ segments: ['\uD800x'], trailingSlash: false })).toBe('/%EF%BF%BDx');
  });

  it('drops empty segments', () => {
    expect(withoutEmptySegments(['', 'a', '', 'b'])).toEqual(['a', 'b']);
  });
});
