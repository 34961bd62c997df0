import { describe, expect, it } from '@jest/globals';
import { BackendError, type BackendClient } from '../shop/backend.server';
import type { ShopRequest } from '../shop/shop-context';
import { signIn } from './sign-in.server';

function shopWith(answer: unknown | Error) {
  const backend = {
    call: async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as BackendClient;
  return { backend, languagePrefix: '/fr' } as ShopRequest;
}

const post = (fields: Record<string, string>) =>
  new Request('http://ch.localhost/fr/login', { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

async function outcome(run: () => Promise<unknown>) {
  try {
    const answer = (await run()) as { data: unknown; init: { status: number; headers?: Record<string, string> } };
    return { status: answer.init.status, data: answer.data, headers: answer.init.headers };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, location: thrown.headers.get('location') };
  }
}

const CREDENTIALS = { email: 'nina@example.org', password: 'Werkbank2024' };

describe('signIn', () => {
  it('goes home in the shopper\'s language, or to the destination given', async () => {
    expect(await outcome(() => signIn(shopWith({}), post(CREDENTIALS)))).toMatchObject({ location: '/fr' });
    expect(await outcome(() => signIn(shopWith({}), post(CREDENTIALS), '/fr/checkout/addresses'))).toMatchObject({ location: '/fr/checkout/addresses' });
  });

  it('tells a rate limit with the backend\'s wait (429, Retry-After), the e-mail kept', async () => {
    const shop = shopWith(new BackendError(429, { message: 'Too many signIn attempts for this e-mail address' }, 'signIn', 840));
    expect(await outcome(() => signIn(shop, post(CREDENTIALS)))).toEqual({
      status: 429, data: { problem: 'rate-limited', email: 'nina@example.org', retryAfterSeconds: 840 }, headers: { 'Retry-After': '840' },
    });
  });

  it('tells a rate limit without a wait when the backend gave none', async () => {
    const shop = shopWith(new BackendError(429, {}, 'signIn'));
    expect(await outcome(() => signIn(shop, post(CREDENTIALS)))).toEqual({ status: 429, data: { problem: 'rate-limited', email: 'nina@example.org' }, headers: {} });
  });

  it('tells wrong credentials apart from a rate limit', async () => {
    const shop = shopWith(new BackendError(400, { code: 'InvalidCredentials', message: 'Account with the given credentials not found.' }, 'signIn'));
    expect(await outcome(() => signIn(shop, post(CREDENTIALS)))).toMatchObject({ status: 400, data: { problem: 'credentials', email: 'nina@example.org' } });
  });
});
