import { percentEncode } from './percent-encode.js';

/** A path as decoded segments; rules work on text, never on escapes. */
export interface PathParts {
  readonly segments: readonly string[];
  readonly trailingSlash: boolean;
}

/**
 * Splits a raw request path into percent-decoded segments, keeping empty ones so that '/a//b'
 * can be told apart from '/a/b'. Undefined when the encoding is malformed ('/100%-cotton').
 */
export function decodePath(rawPath: string): PathParts | undefined {
  const pieces = rawPath.split('/');
  if (pieces[0] === '') pieces.shift();
  const trailingSlash = pieces.at(-1) === '';
  if (trailingSlash) pieces.pop();
  try {
    return { segments: pieces.map((piece) => decodeURIComponent(piece)), trailingSlash };
  } catch {
    return undefined;
  }
}

/** Empty segments would make '//evil.example/' a protocol-relative Location: they go. */
export const withoutEmptySegments = (segments: readonly string[]): readonly string[] =>
  segments.filter((segment) => segment !== '');

// Sub-delimiters are legal in a path segment; leaving them readable keeps slugs as shoppers see them.
const READABLE_ESCAPES = /%(?:24|26|2B|2C|3A|3B|3D|40)/g;

const encodeSegment = (segment: string): string =>
  percentEncode(segment).replace(READABLE_ESCAPES, (escape) => decodeURIComponent(escape));

/**
 * One canonical spelling per path, so that two requests differing only in escaping ('%c3%a4' vs
 * '%C3%A4') compare equal and never cause a redirect of their own.
 */
export function formatPath({ segments, trailingSlash }: PathParts): string {
  if (segments.length === 0) return '/';
  return `/${segments.map(encodeSegment).join('/')}${trailingSlash ? '/' : ''}`;
}
