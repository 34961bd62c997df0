import { isLocaleCode } from '@shop/markets';
import type { ContentKey, ContentKind } from './content-document.js';

/** Longer slugs are not pages anyone wrote; the bound keeps logs and cache keys small. */
export const MAX_SLUG_LENGTH = 100;

/**
 * `{slug}-{language}-{COUNTRY}` with an optional `.json`. The slug is lower-case ASCII words
 * joined by '-' or '_' (campaign names keep their '_'), so it can never hold a dot, a slash or
 * an encoded one: a key is a file name, never a path.
 */
const CONTENT_FILE = /^(?<slug>[a-z0-9]+(?:[-_][a-z0-9]+)*)-(?<locale>[a-z]{2}-[A-Z]{2})(?:\.json)?$/;

export type ContentKeyParse =
  | { readonly ok: true; readonly key: ContentKey }
  | { readonly ok: false; readonly reason: string };

/** The document a requested file name asks for, or why it is not a valid CMS key. */
export function parseContentFile(kind: ContentKind, file: string): ContentKeyParse {
  const match = CONTENT_FILE.exec(file);
  const slug = match?.groups?.['slug'];
  const locale = match?.groups?.['locale'];
  if (slug === undefined || locale === undefined) {
    return { ok: false, reason: 'expected {slug}-{languageAndCountry}.json, e.g. home-de-AT.json' };
  }
  if (slug.length > MAX_SLUG_LENGTH) return { ok: false, reason: `the slug is longer than ${MAX_SLUG_LENGTH} characters` };
  if (!isLocaleCode(locale)) return { ok: false, reason: `"${locale}" is not a languageAndCountry the shop serves` };
  return { ok: true, key: { kind, slug, locale } };
}
