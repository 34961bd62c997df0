import { describe, expect, it } from '@jest/globals';
import { formPost, outcome, shopAnswering } from '../../shop/action-outcome.fixture';
import { BackendError } from '../../shop/backend.server';
import type { ShopRequest } from '../../shop/shop-context';
import { register } from './registration.server';

const shopWith = (answer: unknown | Error, market: Partial<ShopRequest> = {}) =>
  shopAnswering(answer, { country: 'DE', locale: 'de-DE', storeKey: 'store-de', ...market });

const post = (fields: Record<string, string>) => formPost('http://de.localhost/create-account', fields);

const PRIVATE = { clientType: 'PRIVATE', firstName: ' Nina ', lastName: 'Berger', email: ' nina@example.org ', password: 'Werkbank2024' };
const COMPANY = { ...PRIVATE, clientType: 'COMPANY', companyName: 'Berger Werkzeuge GmbH', vatId: 'de 123 456 789' };
const KEPT_PRIVATE = { clientType: 'PRIVATE', firstName: 'Nina', lastName: 'Berger', email: 'nina@example.org', companyName: '', vatId: '' };

describe('register', () => {
  it('signs a private customer up in the shopper\'s language, without business data, and goes on (303)', async () => {
    const { shop, calls } = shopWith({ customer: {}, cart: null });
    expect(await outcome(() => register(shop, post({ ...PRIVATE, companyName: 'Ignored', vatId: 'DE123456789' }), '/my-account'))).toEqual({ status: 303, location: '/my-account' });
    expect(calls).toEqual([['signUp', [{ email: 'nina@example.org', password: 'Werkbank2024', firstName: 'Nina', lastName: 'Berger', customerType: 'PRIVATE', locale: 'de-DE' }]]]);
  });

  it('signs a company up with its name and the VAT ID cleaned up by the market\'s rule (CH: CHE prefix and MWST label)', async () => {
    const { shop, calls } = shopWith({ customer: {}, cart: null }, { country: 'CH', locale: 'fr-CH', languagePrefix: '/fr' });
    const answer = await outcome(() => register(shop, post({ ...COMPANY, vatId: 'CHE-123.456.788 MWST' }), '/fr/checkout/addresses'));
    expect(answer).toEqual({ status: 303, location: '/fr/checkout/addresses' });
    expect(calls).toEqual([['signUp', [{
      email: 'nina@example.org', password: 'Werkbank2024', firstName: 'Nina', lastName: 'Berger', customerType: 'COMPANY', locale: 'fr-CH',
      companyName: 'Berger Werkzeuge GmbH', vatId: '123456788',
    }]]]);
  });

  it('takes a company without a VAT ID (it is optional)', async () => {
    const { shop, calls } = shopWith({ customer: {}, cart: null });
    expect((await outcome(() => register(shop, post({ ...COMPANY, vatId: '' }), '/my-account'))).status).toBe(303);
    expect((calls[0] as [string, [Record<string, unknown>]])[1][0]).not.toHaveProperty('vatId');
  });

  it.each([
    ['a password without a number', { ...PRIVATE, password: 'Werkbank' }, { password: 'password' }],
    ['a password without a letter', { ...PRIVATE, password: '20242024' }, { password: 'password' }],
    ['a malformed e-mail', { ...PRIVATE, email: 'nina@localhost' }, { email: 'email' }],
    ['empty names and password', { ...PRIVATE, firstName: ' ', lastName: '', password: '' }, { firstName: 'required', lastName: 'required', password: 'required' }],
    ['a name over the backend\'s bound', { ...PRIVATE, lastName: 'B'.repeat(101) }, { lastName: 'too-long' }],
    ['a company without its name', { ...COMPANY, companyName: '' }, { companyName: 'required' }],
    ['a VAT ID with characters DE numbers never have', { ...COMPANY, vatId: 'DE12345678X' }, { vatId: 'vat-id' }],
  ])('refuses %s next to the field, without calling the backend, keeping what was typed but the password', async (_case, form, fields) => {
    const { shop, calls } = shopWith({});
    const answer = await outcome(() => register(shop, post(form), '/my-account'));
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ fields });
    expect(Object.keys((answer.data as { fields: object }).fields)).toEqual(Object.keys(fields));
    expect(JSON.stringify(answer.data)).not.toContain(form.password || 'no password typed');
    expect(calls).toEqual([]);
  });

  it('keeps every typed value after a refusal', async () => {
    const { shop } = shopWith(new BackendError(400, { code: 'DuplicateField', message: 'There is already an existing customer with the provided email.' }, 'signUp'));
    expect(await outcome(() => register(shop, post(COMPANY), '/my-account'))).toEqual({
      status: 400,
      data: { values: { clientType: 'COMPANY', firstName: 'Nina', lastName: 'Berger', email: 'nina@example.org', companyName: 'Berger Werkzeuge GmbH', vatId: 'de 123 456 789' }, fields: { email: 'email-taken' } },
    });
  });

  it('places the backend\'s password refusal at the password', async () => {
    const { shop } = shopWith(new BackendError(400, { message: 'payload[0].password: Password must include one letter and one number' }, 'signUp'));
    expect((await outcome(() => register(shop, post(PRIVATE), '/my-account'))).data).toEqual({ values: KEPT_PRIVATE, fields: { password: 'password' } });
  });

  it('tells a 429 with the backend\'s wait, also as Retry-After', async () => {
    const { shop } = shopWith(new BackendError(429, { message: 'Too many signUp attempts' }, 'signUp', 1800));
    expect(await outcome(() => register(shop, post(PRIVATE), '/my-account'))).toEqual({
      status: 429, data: { values: KEPT_PRIVATE, fields: {}, problem: 'rate-limited', retryAfterSeconds: 1800 }, headers: { 'Retry-After': '1800' },
    });
  });

  it.each([
    ['another 400', new BackendError(400, { message: 'payload[0].locale must be one of …' }, 'signUp'), 400, 'refused'],
    ['a failing backend', new BackendError(502, 'Bad Gateway', 'signUp'), 503, 'unavailable'],
    ['an unreachable backend', new TypeError('fetch failed'), 503, 'unavailable'],
  ])('refuses the form as a whole on %s', async (_case, error, status, problem) => {
    const { shop } = shopWith(error);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(await outcome(() => register(shop, post(PRIVATE), '/my-account'))).toMatchObject({ status, data: { values: KEPT_PRIVATE, fields: {}, problem } });
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });
});
