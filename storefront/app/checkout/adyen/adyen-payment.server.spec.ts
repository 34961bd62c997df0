import { describe, expect, it, jest } from '@jest/globals';
import { BackendError, type BackendClient } from '../../shop/backend.server';
import type { ShopRequest } from '../../shop/shop-context';
import { adyenDetailsAction, adyenPaymentAction, adyenReturnLoader, loadDropInSettings } from './adyen-payment.server';

type Answer = unknown | Error;

function fakeShop(answers: Record<string, Answer>, { prefix = '', url = 'http://nl.localhost:4000/checkout/adyen/payments', origin = 'https://www.proequip.nl' } = {}) {
  const calls: [string, unknown][] = [];
  const backend = {
    call: async (method: string, payload: unknown) => {
      calls.push([method, payload]);
      const answer = answers[method];
      if (answer instanceof Error) throw answer;
      return answer ?? {};
    },
  } as unknown as BackendClient;
  const shop = {
    backend, storeKey: 'ex-nl', country: 'NL', language: 'nl', locale: 'nl-NL', languagePrefix: prefix, nativeRouting: false, url: new URL(url), origin,
  } as unknown as ShopRequest;
  return { shop, calls };
}

const post = (body: unknown, headers: Record<string, string> = {}) => new Request('http://attacker.example/checkout/adyen/payments', {
  method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body),
});

const myCart = { getMyCart: { cart: { id: 'cart-1', version: 7, lineItems: [{ id: 'l1' }] } } };
const card = { type: 'scheme', encryptedCardNumber: 'test_4111111111111111', holderName: 'J. Jansen' };

describe('the Drop-in payment route', () => {
  it('pays the session cart with the market origin and the return address in the page language, never the request host or body', async () => {
    const { shop, calls } = fakeShop({ ...myCart, makeAdyenPayment: { makePaymentResponse: { resultCode: 'Authorised' }, order: { id: 'order-9' } } }, { prefix: '/fr' });
    const response = await adyenPaymentAction(shop, post({ cartId: 'cart-1', paymentMethod: card, browserInfo: { language: 'fr' } }, { host: 'evil.example' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ resultCode: 'Authorised', next: '/fr/checkout/thank-you?order=order-9' });
    expect(calls.find(([method]) => method === 'makeAdyenPayment')).toEqual(['makeAdyenPayment', [{ id: 'cart-1', version: 7 }, {
      paymentMethod: card, browserInfo: { language: 'fr' }, origin: 'https://www.proequip.nl', returnUrl: 'https://www.proequip.nl/fr/checkout/adyen-return',
    }]]);
  });

  it('hands an action to Drop-in and a payment error to the error page', async () => {
    const action = { type: 'redirect', url: 'https://checkoutshopper-test.adyen.com/x', method: 'GET' };
    const redirect = fakeShop({ ...myCart, makeAdyenPayment: { makePaymentResponse: { resultCode: 'RedirectShopper', action } } });
    expect(await (await adyenPaymentAction(redirect.shop, post({ cartId: 'cart-1', paymentMethod: { type: 'ideal' } }))).json())
      .toEqual({ resultCode: 'RedirectShopper', action });
    const refused = fakeShop({ ...myCart, makeAdyenPayment: { makePaymentResponse: { resultCode: 'Refused' }, error: 'payment-error' } });
    expect(await (await adyenPaymentAction(refused.shop, post({ cartId: 'cart-1', paymentMethod: card }))).json())
      .toEqual({ resultCode: 'Refused', next: '/adyen-payment-error/?error=payment-error' });
  });

  it('refuses a body that does not read with a 400 naming the part, before any backend call', async () => {
    const cases: [unknown, string][] = [
      ['{not json', 'the body must be JSON (Content-Type: application/json)'],
      [{ paymentMethod: card }, 'cartId must be a text of 1 to 256 characters'],
      [{ cartId: 'cart-1' }, 'paymentMethod is required'],
      [{ cartId: 'cart-1', paymentMethod: { type: 'scheme<script>' } }, 'paymentMethod.type must name a payment method'],
      [{ cartId: 'cart-1', paymentMethod: card, returnUrl: 'https://evil.example' }, 'unknown field "returnUrl"'],
      [{ cartId: 'cart-1', paymentMethod: { type: 'scheme', blob: 'x'.repeat(40_000) } }, 'paymentMethod is larger than 32768 bytes'],
      [{ cartId: 'cart-1', paymentMethod: card, clientStateDataIndicator: 'yes' }, 'clientStateDataIndicator must be true or false'],
    ];
    for (const [body, problem] of cases) {
      const { shop, calls } = fakeShop(myCart);
      const response = await adyenPaymentAction(shop, post(body));
      expect({ status: response.status, body: await response.json() }).toEqual({ status: 400, body: { problem } });
      expect(calls).toEqual([]);
    }
  });

  it('never pays another cart than the page showed: 409 and back to the payment step', async () => {
    const { shop, calls } = fakeShop(myCart, { prefix: '/it' });
    const response = await adyenPaymentAction(shop, post({ cartId: 'cart-other', paymentMethod: card }));
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ next: '/it/checkout/payment' });
    expect(calls.map(([method]) => method)).toEqual(['getMyCart']);
  });

  it('a backend refusal keeps its 4xx, a failure is 502, and both send the shopper to the error page', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = fakeShop({ ...myCart, makeAdyenPayment: new BackendError(400, { message: 'paymentMethod is required' }, 'makeAdyenPayment') });
    const first = await adyenPaymentAction(refused.shop, post({ cartId: 'cart-1', paymentMethod: card }));
    expect({ status: first.status, body: await first.json() }).toEqual({ status: 400, body: { next: '/adyen-payment-error/?error=payment-error' } });
    const down = fakeShop({ ...myCart, makeAdyenPayment: new BackendError(500, {}, 'makeAdyenPayment') });
    expect((await adyenPaymentAction(down.shop, post({ cartId: 'cart-1', paymentMethod: card }))).status).toBe(502);
    warn.mockRestore();
  });
});

describe('the Drop-in details route', () => {
  it('passes details on and answers where to go', async () => {
    const { shop, calls } = fakeShop({ submitAdyenPaymentDetails: { submitAdditionalPaymentDetailsResponse: { resultCode: 'Authorised' }, order: { id: 'o-1' } } });
    const response = await adyenDetailsAction(shop, post({ details: { threeDSResult: 'abc' } }));
    expect(await response.json()).toEqual({ resultCode: 'Authorised', next: '/checkout/thank-you?order=o-1' });
    expect(calls).toEqual([['submitAdyenPaymentDetails', [{ details: { threeDSResult: 'abc' } }]]]);
  });

  it('refuses empty or unknown parts with a 400', async () => {
    const { shop, calls } = fakeShop({});
    for (const [body, problem] of [[{}, 'details is required'], [{ details: {} }, 'details must not be empty'], [{ details: { a: 'b' }, x: 1 }, 'unknown field "x"']] as const) {
      const response = await adyenDetailsAction(shop, post(body));
      expect({ status: response.status, body: await response.json() }).toEqual({ status: 400, body: { problem } });
    }
    expect(calls).toEqual([]);
  });
});

describe('the return route', () => {
  const back = (query: string, answers: Record<string, Answer> = {}, prefix = '') =>
    fakeShop(answers, { prefix, url: `http://nl.localhost:4000${prefix}/checkout/adyen-return${query}` });

  it('hands redirectResult to the backend and sends the shopper on with 303, language kept', async () => {
    const { shop, calls } = back('?redirectResult=X3XtfGC9%2B1r', { submitAdyenPaymentDetails: { submitAdditionalPaymentDetailsResponse: { resultCode: 'Authorised' }, order: { id: 'o-7' } } }, '/fr');
    const response = await adyenReturnLoader(shop);
    expect({ status: response.status, location: response.headers.get('location') }).toEqual({ status: 303, location: '/fr/checkout/thank-you?order=o-7' });
    expect(calls).toEqual([['submitAdyenPaymentDetails', [{ details: { redirectResult: 'X3XtfGC9+1r' } }]]]);
  });

  it('a cancelled payment goes to the error page with its code', async () => {
    const { shop } = back('?redirectResult=abc', { submitAdyenPaymentDetails: { submitAdditionalPaymentDetailsResponse: { resultCode: 'Cancelled' }, error: 'cancelled-transaction' } });
    expect((await adyenReturnLoader(shop)).headers.get('location')).toBe('/adyen-payment-error/?error=cancelled-transaction');
  });

  it('a missing, oversized or unreadable redirectResult, or a failing backend, is the error page, never a 500', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const query of ['', '?redirectResult=', `?redirectResult=${'a'.repeat(16 * 1024 + 1)}`, '?redirectResult=a%20b']) {
      const { shop, calls } = back(query);
      const response = await adyenReturnLoader(shop);
      expect({ status: response.status, location: response.headers.get('location') }).toEqual({ status: 303, location: '/adyen-payment-error/?error=payment-error' });
      expect(calls).toEqual([]);
    }
    const failing = back('?redirectResult=abc', { submitAdyenPaymentDetails: new BackendError(502, {}, 'submitAdyenPaymentDetails') });
    expect((await adyenReturnLoader(failing.shop)).headers.get('location')).toBe('/adyen-payment-error/?error=payment-error');
    warn.mockRestore();
  });
});

describe('the payment page\'s Drop-in settings', () => {
  it('are none when the backend is unconfigured or fails (logged), and the answer in the page locale otherwise', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadDropInSettings(fakeShop({ getAdyenPaymentMethods: { configured: false } }).shop, { id: 'c', version: 1 })).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
    expect(await loadDropInSettings(fakeShop({ getAdyenPaymentMethods: new BackendError(500, {}, 'getAdyenPaymentMethods') }).shop, { id: 'c', version: 1 })).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    const { shop, calls } = fakeShop({ getAdyenPaymentMethods: {
      configured: true, clientKey: 'test_ABC123', environment: 'test', countryCode: 'NL', shopperLocale: 'nl-NL',
      amount: { currency: 'EUR', value: 12345 }, paymentMethodsResponse: { paymentMethods: [{ type: 'scheme', name: 'Cards' }, { type: 'ideal', name: 'iDEAL' }] },
    } });
    expect(await loadDropInSettings(shop, { id: 'c', version: 4 })).toEqual({
      clientKey: 'test_ABC123', environment: 'test', countryCode: 'NL', locale: 'nl-NL', amount: { currency: 'EUR', value: 12345 },
      paymentMethodsResponse: { paymentMethods: [{ type: 'scheme', name: 'Cards' }, { type: 'ideal', name: 'iDEAL' }] },
    });
    expect(calls).toEqual([['getAdyenPaymentMethods', [{ id: 'c', version: 4 }]]]);
    error.mockRestore();
  });
});
