import { describe, expect, it } from '@jest/globals';
import { HttpClientException } from '@adyen/api-library';
import { startFakeAdyen } from './fake-adyen.js';
import { CARD, checkoutFor, fakeForSuite, key, paymentRequest, SETTINGS } from './fake-adyen.fixture.js';

/** The Adyen error a call was refused with (the library's exception carries it). */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpClientException)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.apiError;
}

/** Requests Adyen would refuse are refused the way Adyen documents, and recorded as problems. */
describe('fake Adyen refuses wrong requests with Adyen\'s error JSON and records them', () => {
  const suite = fakeForSuite();

  const lastProblem = () => suite.fake.problems.at(-1);

  it('a wrong API key: 401, Adyen\'s "HTTP Status Response - Unauthorized"', async () => {
    const error = await refusal(checkoutFor(suite.fake.checkoutUrl, 'not-the-key').PaymentsApi.payments(paymentRequest(CARD), key()));
    expect(error).toEqual({ status: 401, errorCode: '000', message: 'HTTP Status Response - Unauthorized', errorType: 'security' });
    expect(lastProblem()).toMatchObject({ path: '/payments', status: 401, errorCode: '000' });
  });

  it('a payment without Idempotency-Key: 422, recorded', async () => {
    const before = suite.fake.problems.length;
    const error = await refusal(suite.checkout.PaymentsApi.payments(paymentRequest(CARD)));
    expect(error).toMatchObject({ status: 422, errorType: 'validation', message: expect.stringContaining('Idempotency-Key') });
    expect(suite.fake.problems.length).toBe(before + 1);
  });

  it('details and modifications without Idempotency-Key are refused too', async () => {
    const details = await refusal(suite.checkout.PaymentsApi.paymentsDetails({ details: { redirectResult: 'x' } }));
    const refund = await refusal(
      suite.checkout.ModificationsApi.refundCapturedPayment('ABCDEFGHJKLMNPQR', { merchantAccount: SETTINGS.merchantAccount, amount: { currency: 'EUR', value: 1 } }),
    );
    expect([details?.status, refund?.status]).toEqual([422, 422]);
    expect(lastProblem()?.path).toBe('/payments/ABCDEFGHJKLMNPQR/refunds');
  });

  it('an amount with decimals (not minor units): 422 "Invalid amount specified"', async () => {
    const error = await refusal(suite.checkout.PaymentsApi.payments(paymentRequest(CARD, { amount: { currency: 'EUR', value: 123.45 } }), key()));
    expect(error).toMatchObject({ status: 422, errorCode: '137', message: 'Invalid amount specified', errorType: 'validation' });
    expect(lastProblem()).toMatchObject({ path: '/payments', errorCode: '137' });
  });

  it('a value given as a string, or a currency Adyen does not know, is refused', async () => {
    expect(await refusal(suite.checkout.PaymentsApi.payments(paymentRequest(CARD, { amount: { currency: 'EUR', value: '12345' } }), key()))).toMatchObject({ errorCode: '137' });
    expect(await refusal(suite.checkout.PaymentsApi.payments(paymentRequest(CARD, { amount: { currency: 'EURO', value: 100 } }), key()))).toMatchObject({ errorCode: '138' });
  });

  it('a wrong merchant account: 403 "Invalid Merchant Account", on /paymentMethods too', async () => {
    const payments = await refusal(suite.checkout.PaymentsApi.payments(paymentRequest(CARD, { merchantAccount: 'ProEquipPOS' }), key()));
    expect(payments).toMatchObject({ status: 403, errorCode: '901', message: 'Invalid Merchant Account', errorType: 'security' });
    const methods = await refusal(suite.checkout.PaymentsApi.paymentMethods({ merchantAccount: 'ProEquipPOS', countryCode: 'NL' }));
    expect(methods).toMatchObject({ status: 403, errorCode: '901' });
    expect(lastProblem()).toMatchObject({ path: '/paymentMethods', status: 403 });
  });

  it('a missing or too long reference, a missing or relative returnUrl', async () => {
    expect(await refusal(suite.checkout.PaymentsApi.payments(paymentRequest(CARD, { reference: undefined }), key()))).toMatchObject({ errorCode: '130' });
    expect(await refusal(suite.checkout.PaymentsApi.payments(paymentRequest(CARD, { reference: 'r'.repeat(81) }), key()))).toMatchObject({ errorCode: '130' });
    expect(await refusal(suite.checkout.PaymentsApi.payments(paymentRequest(CARD, { returnUrl: undefined }), key()))).toMatchObject({ errorCode: '14_030', message: 'Return URL is missing.' });
    expect(await refusal(suite.checkout.PaymentsApi.payments(paymentRequest(CARD, { returnUrl: '/nl/checkout/adyen-return' }), key()))).toMatchObject({ errorCode: '14_030' });
  });

  it('an invalid countryCode, shopperLocale or channel', async () => {
    for (const field of [{ countryCode: 'Netherlands' }, { shopperLocale: 'dutch' }, { channel: 'web' }]) {
      const error = await refusal(suite.checkout.PaymentsApi.payments(paymentRequest(CARD, field), key()));
      expect(error).toMatchObject({ status: 422, message: expect.stringContaining(Object.keys(field)[0]!) });
    }
  });

  it('an unknown paymentMethod.type, or one without its required field', async () => {
    expect(await refusal(suite.checkout.PaymentsApi.payments(paymentRequest({ type: 'sofort' }), key()))).toMatchObject({ status: 422, errorCode: '905' });
    expect(await refusal(suite.checkout.PaymentsApi.payments(paymentRequest({ type: 'googlepay' }), key()))).toMatchObject({ message: expect.stringContaining('googlePayToken') });
    expect(await refusal(suite.checkout.PaymentsApi.payments(paymentRequest({ ...CARD, encryptedCardNumber: 'test_4111111111111112' }), key()))).toMatchObject({ errorCode: '101', message: 'Invalid card number' });
  });

  it('the same Idempotency-Key with another body: 422 704 "request already processed or in progress"', async () => {
    const idempotency = key();
    await suite.checkout.PaymentsApi.payments(paymentRequest(CARD), idempotency);
    const error = await refusal(suite.checkout.PaymentsApi.payments(paymentRequest(CARD), idempotency));
    expect(error).toMatchObject({ status: 422, errorCode: '704', message: 'request already processed or in progress', errorType: 'validation' });
  });

  it('a body that is not JSON, or not sent as application/json: 400', async () => {
    const post = (body: string, contentType: string) =>
      fetch(`${suite.fake.checkoutUrl}/payments`, { method: 'POST', body, headers: { 'Content-Type': contentType, 'X-API-Key': SETTINGS.apiKey, 'Idempotency-Key': 'k' } });
    const broken = await post('{"amount":', 'application/json');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ status: 400, errorCode: '702' });
    const form = await post(JSON.stringify(paymentRequest(CARD)), 'text/plain');
    expect(form.status).toBe(400);
    expect(lastProblem()).toMatchObject({ path: '/payments', status: 400 });
  });

  it('an unknown redirectResult is refused', async () => {
    expect(await refusal(suite.checkout.PaymentsApi.paymentsDetails({ details: { redirectResult: 'forged' } }, key()))).toMatchObject({ status: 422 });
  });

  it('a browser path under /checkoutshopper/ it does not serve answers 404 JSON, never hangs', async () => {
    const answer = await fetch(`${suite.fake.url}/checkoutshopper/nothing-here`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ status: 404 });
  });
});

describe('fake Adyen hands /checkoutshopper/ to browserRoutes first', () => {
  it('a handled path is answered by it, an unhandled one falls through to 404', async () => {
    const fake = await startFakeAdyen({
      ...SETTINGS,
      browserRoutes: async (req, res) => {
        if (!req.url?.endsWith('/handled')) return false;
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('from browserRoutes');
        return true;
      },
    });
    try {
      expect(await (await fetch(`${fake.url}/checkoutshopper/handled`)).text()).toBe('from browserRoutes');
      expect((await fetch(`${fake.url}/checkoutshopper/other`)).status).toBe(404);
    } finally {
      await fake.close();
    }
  });
});
