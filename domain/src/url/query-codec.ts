import { percentEncode } from './percent-encode.js';

/**
 * One `key=value` pair of a query string. The raw text is kept so that parameters no rule touches
 * leave exactly as they came (order and escaping preserved); only the key is decoded, for matching.
 */
export interface QueryPair {
  readonly key: string;
  /** Still percent-encoded; undefined for a bare key ('?debug'). */
  readonly rawValue: string | undefined;
  readonly raw: string;
}

export const withoutQuestionMark = (query: string): string => (query.startsWith('?') ? query.slice(1) : query);

/** Form decoding ('+' is a space); text that is not valid percent-encoding is kept as written. */
export function decodeQueryComponent(text: string): string {
  const spaced = text.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

function toPair(raw: string): QueryPair {
  const equals = raw.indexOf('=');
  if (equals < 0) return { key: decodeQueryComponent(raw), rawValue: undefined, raw };
  return { key: decodeQueryComponent(raw.slice(0, equals)), rawValue: raw.slice(equals + 1), raw };
}

/** Accepts the query with or without its leading '?'; empty pairs ('a=1&&b=2') carry nothing. */
export function parseQuery(query: string): QueryPair[] {
  return withoutQuestionMark(query)
    .split('&')
    .filter((raw) => raw !== '')
    .map(toPair);
}

export function queryPair(key: string, value: string): QueryPair {
  const rawValue = percentEncode(value);
  return { key, rawValue, raw: `${percentEncode(key)}=${rawValue}` };
}

export const queryValue = (pair: QueryPair): string | undefined =>
  pair.rawValue === undefined ? undefined : decodeQueryComponent(pair.rawValue);

// Existing escapes stay as they are; only what may not stand in a query (space, '"', '#', '<',
// non-ASCII, a stray '%') is escaped, so a Location header is always a valid URL.
const UNSAFE_IN_QUERY = /%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$'()*+,;=:@/?%]+/g;

export function formatQuery(pairs: readonly QueryPair[]): string {
  if (pairs.length === 0) return '';
  return `?${pairs.map((pair) => pair.raw.replace(UNSAFE_IN_QUERY, (text) => percentEncode(text))).join('&')}`;
}
