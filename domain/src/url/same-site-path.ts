/**
 * Open-redirect protection: only a path on this site. Absolute URLs ('https://…', 'javascript:…')
 * and relative ones do not start with '/'; '//host' is protocol-relative and '/\host' is read the
 * same way by browsers. Control characters are refused because browsers strip tabs and newlines
 * before parsing ('/\t/host' would become '//host'); backslashes are refused anywhere.
 */
export function isSameSitePath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && !/[\u0000-\u001f\u007f\\]/.test(value);
}
