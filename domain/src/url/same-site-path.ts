/** Any origin will do: a path is resolved against it only to see whether it stays on it. */
const PROBE_ORIGIN = 'http://same-site.invalid';

/** The parts of a WHATWG URL this needs. */
interface ResolvedUrl {
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

// The platform's WHATWG URL parser (Node and every browser have it; `domain` is built without
// their typings): the decision must resolve exactly as the browser following the redirect will.
const WhatwgUrl = (globalThis as unknown as { URL: new (url: string, base: string) => ResolvedUrl }).URL;

/**
 * Open-redirect protection, decided once for every redirect and internal link (issue 18, item 1):
 * the path a value really leads to on this site, or undefined when it leads anywhere else.
 *
 * The raw string must start with one '/' ('https://…', 'javascript:…' and relative paths do not;
 * '//host' is protocol-relative and '/\host' is read the same way by browsers); control characters
 * are refused because browsers strip tabs and newlines before parsing ('/\t/host' would become
 * '//host'), backslashes anywhere. Then the decision is taken on the RESOLVED URL, as a browser
 * would follow it: dot segments ('/.//host', '/a/..//host', '/%2e//host') collapse into '//host',
 * which as a Location is another origin; so the resolved path must be on the same origin and must
 * not itself start with '//'. The answer is that resolved path with its query and fragment, the
 * only form a redirect may send.
 */
export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\/(?![/\\])/.test(value) || /[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  let resolved: ResolvedUrl;
  try {
    resolved = new WhatwgUrl(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (resolved.origin !== PROBE_ORIGIN || resolved.pathname.startsWith('//')) return undefined;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** Whether a value is a path on this site (see sameSitePath); a redirect sends sameSitePath's answer, never the raw value. */
export function isSameSitePath(value: unknown): value is string {
  return sameSitePath(value) !== undefined;
}
