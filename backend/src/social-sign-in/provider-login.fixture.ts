import { expect } from '@jest/globals';

/**
 * A browser at the local provider, redirects followed by hand: opens the authorisation URL, signs
 * in on oidc-provider's development form as `login`, and returns the URL the provider sends the
 * browser back to (the shop's callback with code and state, or an error). The provider's own
 * cookies are kept between the steps, as a browser keeps them.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  let url = authorizationUrl;
  const origin = new URL(authorizationUrl).origin;
  for (let step = 0; step < 10; step++) {
    const response = await send(url);
    const location = response.headers.get('location');
    if (location === null) {
      // The development login form: post the login (any password) to the form's own address.
      const page = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      expect(action).toBeDefined();
      const posted = await send(new URL(action!, origin).href, {
        method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
      });
      url = new URL(posted.headers.get('location')!, origin).href;
      continue;
    }
    const next = new URL(location, url);
    if (next.origin !== origin) return next;
    url = next.href;
  }
  throw new Error('the provider did not send the browser back');
}
