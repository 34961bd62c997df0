import { describe, expect, it, jest } from '@jest/globals';
import { BackendError, type BackendClient } from '../shop/backend.server';
import type { ShopRequest } from '../shop/shop-context';
import { changePassword, requestPasswordReset } from './password-reset.server';

/** A shop whose backend answers (or throws) what the test says, recording the calls. */
function shopWith(answer: unknown | Error, languagePrefix = '') {
  const calls: unknown[] = [];
  const backend = {
    call: async (method: string, payload: unknown) => {
      calls.push([method, payload]);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as BackendClient;
  return { shop: { backend, languagePrefix, storeKey: 'store-ch' } as ShopRequest, calls };
}

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://ch.localhost${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

/** What an action gave: a thrown redirect or returned data, as status and location or data. */
async function outcome(run: () => Promise<unknown>) {
  try {
    const answer = (await run()) as { data: unknown; init: { status: number } };
    return { status: answer.init.status, data: answer.data };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, location: thrown.headers.get('location') };
  }
}

describe('requestPasswordReset', () => {
  it('asks the backend and sends every accepted address on to check-email (303), language prefix kept', async () => {
    const { shop, calls } = shopWith({}, '/fr');
    expect(await outcome(() => requestPasswordReset(shop, post('/fr/password-reset', { email: ' jana@example.org ' })))).toEqual({ status: 303, location: '/fr/password-reset/check-email' });
    expect(calls).toEqual([['requestPasswordReset', [{ email: 'jana@example.org' }]]]);
  });

  it('goes on to the checkout\'s own check-email page when the checkout asks', async () => {
    const { shop } = shopWith({}, '/fr');
    expect(await outcome(() => requestPasswordReset(shop, post('/fr/checkout/password-reset', { email: 'jana@example.org' }), '/checkout/password-reset/check-email'))).toEqual({
      status: 303, location: '/fr/checkout/password-reset/check-email',
    });
  });

  it('refuses an address the shop rule refuses, without calling the backend', async () => {
    const { shop, calls } = shopWith({});
    expect(await outcome(() => requestPasswordReset(shop, post('/password-reset', { email: 'jana@localhost' })))).toEqual({ status: 400, data: { problem: 'email', email: 'jana@localhost' } });
    expect(calls).toEqual([]);
  });

  it('tells a 429 with the backend\'s wait', async () => {
    const { shop } = shopWith(new BackendError(429, { message: 'Too many attempts' }, 'requestPasswordReset', 600));
    expect(await outcome(() => requestPasswordReset(shop, post('/password-reset', { email: 'jana@example.org' })))).toEqual({
      status: 429, data: { problem: 'rate-limited', retryAfterSeconds: 600, email: 'jana@example.org' },
    });
  });
});

describe('changePassword', () => {
  const form = { token: 'tok-1', password: 'Neues1Passwort', repeat: 'Neues1Passwort' };

  it('sets the password with the token in the market\'s store and goes on to login with the notice (303)', async () => {
    const { shop, calls } = shopWith({}, '/fr');
    expect(await outcome(() => changePassword(shop, post('/fr/password-reset/change-password?token=tok-1', form)))).toEqual({ status: 303, location: '/fr/login?password-reset=done' });
    expect(calls).toEqual([['customerResetPassword', [{ tokenValue: 'tok-1', newPassword: 'Neues1Passwort', storeKey: 'store-ch' }]]]);
  });

  it.each([
    ['no letter', '12345678', 'password'],
    ['no number', 'Passwort', 'password'],
  ])('checks the domain password rule (%s) without calling the backend', async (_, password, problem) => {
    const { shop, calls } = shopWith({});
    expect(await outcome(() => changePassword(shop, post('/password-reset/change-password', { ...form, password, repeat: password })))).toEqual({ status: 400, data: { problem } });
    expect(calls).toEqual([]);
  });

  it('refuses a repeat that differs, and a missing token, without calling the backend', async () => {
    const { shop, calls } = shopWith({});
    expect(await outcome(() => changePassword(shop, post('/password-reset/change-password', { ...form, repeat: 'Other1' })))).toEqual({ status: 400, data: { problem: 'mismatch' } });
    expect(await outcome(() => changePassword(shop, post('/password-reset/change-password', { ...form, token: '' })))).toEqual({ status: 400, data: { problem: 'token' } });
    expect(calls).toEqual([]);
  });

  it.each([
    ['unknown or used (404)', new BackendError(404, { message: 'The Resource was not found', code: 'ResourceNotFound' }, 'customerResetPassword')],
    ['expired (400)', new BackendError(400, { message: 'The token has expired', code: 'ExpiredCustomerPasswordToken' }, 'customerResetPassword')],
  ])('says a token is not valid when the backend refuses it: %s', async (_, error) => {
    const { shop } = shopWith(error);
    expect(await outcome(() => changePassword(shop, post('/password-reset/change-password', form)))).toEqual({ status: 400, data: { problem: 'token' } });
  });

  it('tells a 429 with its wait and a failing backend as unavailable (503)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await outcome(() => changePassword(shopWith(new BackendError(429, {}, 'customerResetPassword', 30)).shop, post('/password-reset/change-password', form)))).toEqual({ status: 429, data: { problem: 'rate-limited', retryAfterSeconds: 30 } });
    expect(await outcome(() => changePassword(shopWith(new TypeError('fetch failed')).shop, post('/password-reset/change-password', form)))).toEqual({ status: 503, data: { problem: 'unavailable' } });
    error.mockRestore();
  });
});
