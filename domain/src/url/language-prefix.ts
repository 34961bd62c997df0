import { isLanguageCode, type LanguageCode } from '../market/codes.js';
import type { UrlMarket } from './url-market.js';

export const isMarketLanguage = (value: string | undefined, market: UrlMarket): value is LanguageCode =>
  isLanguageCode(value) && (value === market.defaultLanguage || market.languages.includes(value));

export interface LanguageSplit {
  /** The prefix to keep: a market language other than the default; undefined at the root. */
  readonly language: LanguageCode | undefined;
  readonly segments: readonly string[];
}

/**
 * Spec 1 §2: a prefix equal to the default language is dropped (the default language lives at the
 * root); another language of a multi-language country stays (/fr/… on BE). Reading chosen: a
 * language the market does not speak (/de/… on SK) is left in place, as it may be a slug.
 */
export function splitLanguagePrefix(segments: readonly string[], market: UrlMarket): LanguageSplit {
  const first = segments[0]?.toLowerCase();
  if (!isMarketLanguage(first, market)) return { language: undefined, segments };
  return {
    language: first === market.defaultLanguage ? undefined : first,
    segments: segments.slice(1),
  };
}
