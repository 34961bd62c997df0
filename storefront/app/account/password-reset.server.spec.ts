import { describe, expect, it, jest } from '@jest/globals';
import { formPost, outcome, shopAnswering } from '../shop/action-outcome.fixture';
import { BackendError } from '../shop/backend.server';
import { changePassword, requestPasswordReset } from './password-reset.server';

const shopWith = (answer: unknown | Error, languagePrefix = '') => shopAnswering(answer, { languagePrefix, storeKey: 'store-ch' });

const post = (path: string, fields: Record<string, string>) => formPost(`http://ch.localhost${path}`, fields);

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
      status: 429, data: { problem: 'rate-limited', retryAfterSeconds: 600, email: 'jana@example.org' }, headers: { 'Retry-After': '600' },
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
    expect(await outcome(() => changePassword(shopWith(new BackendError(429, {}, 'customerResetPassword', 30)).shop, post('/password-reset/change-password', form)))).toEqual({ status: 429, data: { problem: 'rate-limited', retryAfterSeconds: 30 }, headers: { 'Retry-After': '30' } });
    expect(await outcome(() => changePassword(shopWith(new TypeError('fetch failed')).shop, post('/password-reset/change-password', form)))).toEqual({ status: 503, data: { problem: 'unavailable' } });
    error.mockRestore();
  });
});
