import type { LanguageCode } from '../market/codes.js';
import { decodeBase64Json } from './base64-json.js';
import { hasForbiddenCharacters } from './forbidden-characters.js';
import { isMarketLanguage } from './language-prefix.js';
import { decodePath, type PathParts } from './path-codec.js';
import { parseQuery, type QueryPair } from './query-codec.js';
import { sameSitePath } from './same-site-path.js';
import type { UrlMarket } from './url-market.js';

export const CONSENT_HASH_PARAMETER = 'hash';
export const CONSENT_REDIRECT_FIELD = 'redirect_to';

const CONFIRM_TAIL = ['exconsents', 'confirm'] as const;
const MANAGE_TAIL = ['exconsents', 'managesubscriptions'] as const;

/** Where a newsletter link sends the shopper, before the target itself is normalised. */
export interface ConsentTarget extends PathParts {
  readonly query: readonly QueryPair[];
}

const ROOT: PathParts = { segments: [], trailingSlash: false };

const endsWith = (segments: readonly string[], tail: readonly string[]): boolean => {
  const last = segments.slice(-tail.length).map((segment) => segment.toLowerCase());
  return last.length === tail.length && last.every((segment, index) => segment === tail[index]);
};

function redirectTo(hashPair: QueryPair | undefined): string | undefined {
  if (hashPair?.rawValue === undefined) return undefined;
  let base64: string;
  try {
    // Percent-decoding only: a '+' of base64 sent unescaped must stay a '+'.
    base64 = decodeURIComponent(hashPair.rawValue);
  } catch {
    return undefined;
  }
  const json = decodeBase64Json(base64);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const target: unknown = (json as Record<string, unknown>)[CONSENT_REDIRECT_FIELD];
  return sameSitePath(target);
}

/**
 * Reading chosen: the current language is the path's own prefix when it is a market language
 * (/fr/exConsents/confirm on BE), else the market input's `currentLanguage`, else the default.
 */
function currentLanguage(segments: readonly string[], market: UrlMarket): LanguageCode {
  const first = segments[0]?.toLowerCase();
  if (isMarketLanguage(first, market)) return first;
  return isMarketLanguage(market.currentLanguage, market) ? market.currentLanguage : market.defaultLanguage;
}

/**
 * A same-site redirect_to, with the current language's prefix unless that is the default or the
 * target already starts with a language of the market. The fragment is dropped, the target's own
 * query comes first. Anything unusable (not a same-site path, bad escapes, quotes) is undefined.
 */
function languagePrefixedTarget(target: string, language: string, market: UrlMarket): ConsentTarget | undefined {
  const [beforeFragment = ''] = target.split('#');
  const questionMark = beforeFragment.indexOf('?');
  const path = questionMark < 0 ? beforeFragment : beforeFragment.slice(0, questionMark);
  const parts = decodePath(path);
  if (parts === undefined || hasForbiddenCharacters(parts.segments)) return undefined;
  const prefixed = language !== market.defaultLanguage && !isMarketLanguage(parts.segments[0]?.toLowerCase(), market);
  return {
    segments: prefixed ? [language, ...parts.segments] : parts.segments,
    trailingSlash: parts.trailingSlash,
    query: questionMark < 0 ? [] : parseQuery(beforeFragment.slice(questionMark + 1)),
  };
}

/**
 * Spec 2 §2 and spec 1 §2. A path ending /exConsents/confirm goes to the language-prefixed
 * redirect_to of its base64 JSON `hash`, or to the root when there is none or it is malformed or
 * leaves the site; the other parameters are kept, `hash` is dropped. A path ending
 * /exConsents/manageSubscriptions goes to the root with the whole query. Reading chosen: "the
 * root" is '/', not the current language's home. Undefined for any other path.
 */
export function newsletterConsentTarget(segments: readonly string[], query: readonly QueryPair[], market: UrlMarket): ConsentTarget | undefined {
  if (endsWith(segments, MANAGE_TAIL)) return { ...ROOT, query };
  if (!endsWith(segments, CONFIRM_TAIL)) return undefined;
  const others = query.filter((pair) => pair.key !== CONSENT_HASH_PARAMETER);
  const target = redirectTo(query.find((pair) => pair.key === CONSENT_HASH_PARAMETER));
  const prefixed = target === undefined ? undefined : languagePrefixedTarget(target, currentLanguage(segments, market), market);
  return prefixed === undefined ? { ...ROOT, query: others } : { ...prefixed, query: [...prefixed.query, ...others] };
}
