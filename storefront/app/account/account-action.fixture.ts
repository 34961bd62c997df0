import { formPost, outcome } from '../shop/action-outcome.fixture';
import { BackendError, type BackendClient } from '../shop/backend.server';
import type { ShopRequest } from '../shop/shop-context';

/** One call the fake backend received. */
export type Call = readonly [method: string, payload: unknown];

/** What the fake backend answers a method with: a value, an error to throw, or a function of the payload. */
export type Answers = Readonly<Record<string, unknown>>;

/**
 * A shop of the given market whose backend answers each method as the test says and records every
 * call, for the account pages' loaders and actions. A method without an answer is a 500: a test
 * never passes by a call it did not expect.
 */
export function accountShop(answers: Answers, { country = 'DE', locale = 'de-DE', path = '/my-account/my-profile' } = {}) {
  const calls: Call[] = [];
  const backend = {
    call: async (method: string, payload: unknown) => {
      calls.push([method, payload]);
      if (!(method in answers)) throw new BackendError(500, { message: `no answer for ${method}` }, method);
      const answer = answers[method];
      const value = typeof answer === 'function' ? (answer as (payload: unknown) => unknown)(payload) : answer;
      if (value instanceof Error) throw value;
      return value;
    },
  } as unknown as BackendClient;
  const shop = { backend, country, locale, languagePrefix: '', url: new URL(`http://${country.toLowerCase()}.localhost${path}`) } as unknown as ShopRequest;
  return { shop, calls, written: () => calls.filter(([method]) => !['isLoggedIn', 'getMe'].includes(method)) };
}

export const post = (path: string, fields: Record<string, string>) => formPost(`http://de.localhost${path}`, fields);

export { outcome };

export const signedIn = { isLoggedIn: { data: true } };
