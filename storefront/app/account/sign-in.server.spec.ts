import { describe, expect, it } from '@jest/globals';
import { formPost, outcome, shopAnswering } from '../shop/action-outcome.fixture';
import { BackendError } from '../shop/backend.server';
import { signIn } from './sign-in.server';

const shopWith = (answer: unknown | Error) => shopAnswering(answer, { languagePrefix: '/fr' }).shop;

const post = (fields: Record<string, string>) => formPost('http://ch.localhost/fr/login', fields);

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
    expect(await outcome(() => signIn(shop, post(CREDENTIALS)))).toEqual({ status: 429, data: { problem: 'rate-limited', email: 'nina@example.org' } });
  });

  it('tells wrong credentials apart from a rate limit', async () => {
    const shop = shopWith(new BackendError(400, { code: 'InvalidCredentials', message: 'Account with the given credentials not found.' }, 'signIn'));
    expect(await outcome(() => signIn(shop, post(CREDENTIALS)))).toMatchObject({ status: 400, data: { problem: 'credentials', email: 'nina@example.org' } });
  });
});
