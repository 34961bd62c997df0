/**
 * A parsed query string as Node, Nest and Express hand it over: a value may be repeated (array)
 * or, with bracket syntax, nested (object).
 */
export type QueryParams = Readonly<Record<string, unknown>>;

export interface QueryValue {
  /** The single text value, if the parameter has a usable one. */
  readonly text: string | undefined;
  readonly present: boolean;
  /** Given more than once, or not as plain text: the canonical URL writes it once. */
  readonly irregular: boolean;
}

/** Reading chosen: of a repeated parameter the first value counts, the URL is still redirected. */
export function readQueryValue(query: QueryParams, name: string): QueryValue {
  if (!Object.hasOwn(query, name)) return { text: undefined, present: false, irregular: false };
  const value = query[name];
  if (value === undefined) return { text: undefined, present: false, irregular: false };
  if (typeof value === 'string') return { text: value, present: true, irregular: false };
  const first: unknown = Array.isArray(value) ? value[0] : undefined;
  return { text: typeof first === 'string' ? first : undefined, present: true, irregular: true };
}
