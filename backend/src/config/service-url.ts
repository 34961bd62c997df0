/** An http(s) URL from a setting; anything else stops start-up naming the variable. */
export function httpUrl(variable: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable} is not a URL: '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${variable} must be http or https, got '${value}'`);
  return url;
}

/**
 * An outside service's base URL from a setting: http(s), without query, fragment or credentials
 * (a path prefix is kept, the trailing slash dropped). Anything else stops start-up naming the variable.
 */
export function serviceUrl(variable: string, value: string): string {
  const url = httpUrl(variable, value);
  if (url.search || url.hash) throw new Error(`${variable} must not have a query or fragment, got '${value}'`);
  if (url.username || url.password) throw new Error(`${variable} must not carry credentials`);
  return url.href.replace(/\/$/, '');
}
