/** The longest field name written out in a failure's path; a longer one (only ever an unknown field) is cut. */
const MAX_PATH_KEY_CHARS = 40;

/**
 * A field's step in a failure's path: `.key`, or `[3]` for an index. An unknown field's name comes
 * from the request and may be 100 characters of anything, so it is cut to keep messages short.
 */
export function pathStep(parentPath: string, key: string | number): string {
  if (typeof key === 'number' || /^\d+$/.test(key)) return `${parentPath}[${key}]`;
  return `${parentPath}.${key.length > MAX_PATH_KEY_CHARS ? `${key.slice(0, MAX_PATH_KEY_CHARS)}…` : key}`;
}
