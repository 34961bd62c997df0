import { expect, type BrowserContext } from '@playwright/test';
import { marketOrigin } from './markets';

// Commerce calls made as the shopper of a browser context: with the context's cookies, and the
// cookies the backend answers put back into the context for the market's origin, so the pages
// the browser opens next see the same session (the same cart). Node does not resolve *.localhost
// the way Chromium does, so the call goes to the backend under test on 127.0.0.1, the market in
// `?host=`, exactly as the storefront's /api proxy forwards it.

const backendUrl = (): string => `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}`;

export function shopperCall<T>(context: BrowserContext, country: string, method: string, payload: unknown[]): Promise<T> {
  return shopperCallAt<T>(backendUrl(), marketOrigin, context, country, method, payload);
}

/** The same against another backend and storefront than the shared ones (a spec's own shop). */
export async function shopperCallAt<T>(
  backend: string, originOf: (country: string) => string, context: BrowserContext, country: string, method: string, payload: unknown[],
): Promise<T> {
  const origin = originOf(country);
  const cookie = (await context.cookies(origin)).map((entry) => `${entry.name}=${entry.value}`).join('; ');
  const response = await fetch(`${backend}/api/ct/${method}?host=${country.toLowerCase()}.localhost`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(payload),
  });
  const set = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
  if (set.length) {
    await context.addCookies(set.map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1), url: origin, httpOnly: true, sameSite: 'Lax' as const };
    }));
  }
  expect(response.status, `${method} (${country}) answered ${response.status}`).toBe(200);
  return (await response.json()) as T;
}
