/** Paths the storefront never routes (spec 1 §2): dot-files, framework internals, the API, fonts. */
export const RESERVED_PREFIXES = ['/.', '/__', '/api', '/font'] as const;

// Reading chosen: '/.' and '/__' are character prefixes (no slug starts with '.' or '_'), but
// '/api' and '/font' must end at a segment boundary, otherwise Italian slugs such as /apicoltura/
// (beekeeping) or /fontane/ (fountains) would never be normalised.
const matches = (path: string, prefix: string): boolean =>
  path.startsWith(prefix) &&
  (!/[a-z]$/.test(prefix) || path.length === prefix.length || path[prefix.length] === '/');

/** Case-insensitive: '/API/…' belongs to the API, which decides what to do with it. */
export function isReservedPath(path: string): boolean {
  const lower = path.toLowerCase();
  return RESERVED_PREFIXES.some((prefix) => matches(lower, prefix));
}
