import { describe, expect, it } from '@jest/globals';
import { HttpClientException, Types } from '@adyen/api-library';
import { CARD, fakeForSuite, key, paymentRequest, SETTINGS, submitForm } from './fake-adyen.fixture.js';

const types = (answer: Types.checkout.PaymentMethodsResponse) => answer.paymentMethods?.map((method) => method.type) ?? [];
const { ResultCodeEnum } = Types.checkout.PaymentResponse;

/** The library's real requests are accepted and its answers parse, for every behaviour of the contract. */
describe('fake Adyen driven by @adyen/api-library (Checkout API v72)', () => {
  const suite = fakeForSuite();

  describe('/paymentMethods answers per country and currency', () => {
    const methodsFor = (countryCode: string, currency: string) =>
      suite.checkout.PaymentsApi.paymentMethods({
        merchantAccount: SETTINGS.merchantAccount,
        countryCode,
        amount: { currency, value: 12345 },
        shopperLocale: 'en-GB',
        channel: Types.checkout.PaymentMethodsRequest.ChannelEnum.Web,
      });

    it('NL in EUR: cards, PayPal, iDEAL, Klarna, RatePay, the wallets; no Multibanco, TWINT or Polish banks', async () => {
      const answer = await methodsFor('NL', 'EUR');
      expect(types(answer)).toEqual(expect.arrayContaining(['scheme', 'paypal', 'ideal', 'klarna', 'klarna_account', 'klarna_b2b', 'ratepay', 'applepay', 'googlepay']));
      expect(types(answer)).not.toEqual(expect.arrayContaining(['multibanco']));
      expect(types(answer)).not.toContain('twint');
      expect(types(answer)).not.toContain('onlineBanking_PL');
      expect(answer.paymentMethods?.find((method) => method.type === 'scheme')).toMatchObject({ name: 'Cards', brands: expect.arrayContaining(['visa', 'mc']) });
    });

    it('local methods only in their country and currency', async () => {
      expect(types(await methodsFor('PT', 'EUR'))).toContain('multibanco');
      expect(types(await methodsFor('CH', 'CHF'))).toEqual(expect.arrayContaining(['twint', 'ratepay', 'klarna']));
      expect(types(await methodsFor('CH', 'EUR'))).not.toContain('twint');
      expect(types(await methodsFor('DK', 'DKK'))).toContain('mobilepay');
      expect(types(await methodsFor('PL', 'PLN'))).toContain('onlineBanking_PL');
      expect(types(await methodsFor('BE', 'EUR'))).not.toContain('ideal');
      expect(types(await methodsFor('RO', 'RON'))).not.toContain('paypal');
    });

    it('PayPal carries its configuration with the capture intent; the Polish banks their issuers', async () => {
      const de = await methodsFor('PL', 'PLN');
      expect(de.paymentMethods?.find((method) => method.type === 'paypal')?.configuration).toMatchObject({ intent: 'capture' });
      expect(de.paymentMethods?.find((method) => method.type === 'onlineBanking_PL')?.issuers?.length).toBeGreaterThan(0);
    });
  });

  describe('/payments', () => {
    it('a card test_4111… is Authorised; the request carried the key, the API key and JSON', async () => {
      const request = paymentRequest(CARD);
      const idempotency = key();
      const answer = await suite.checkout.PaymentsApi.payments(request, idempotency);
      expect(answer).toMatchObject({ resultCode: ResultCodeEnum.Authorised, merchantReference: request.reference, amount: { currency: 'EUR', value: 12345 } });
      expect(answer.pspReference).toMatch(/^[A-Z0-9]{16}$/);
      const received = suite.fake.requests.at(-1)!;
      expect(received.path).toBe('/payments');
      expect(received.headers).toMatchObject({ 'x-api-key': SETTINGS.apiKey, 'idempotency-key': idempotency.idempotencyKey, 'content-type': 'application/json' });
      expect(received.body).toMatchObject({ reference: request.reference, amount: { currency: 'EUR', value: 12345 } });
    });

    it('holderName REFUSED is Refused with the reason', async () => {
      const answer = await suite.checkout.PaymentsApi.payments(paymentRequest({ ...CARD, holderName: 'REFUSED' }), key());
      expect(answer).toMatchObject({ resultCode: ResultCodeEnum.Refused, refusalReason: 'Refused', refusalReasonCode: '2' });
    });

    it('test_4917610000000000: 3-D Secure redirect to the challenge; the test password returns to returnUrl and details say Authorised', async () => {
      const request = paymentRequest({ ...CARD, encryptedCardNumber: 'test_4917610000000000' });
      const answer = await suite.checkout.PaymentsApi.payments(request, key());
      expect(answer.resultCode).toBe(ResultCodeEnum.RedirectShopper);
      expect(answer.action).toMatchObject({ type: 'redirect', method: 'GET', paymentMethodType: 'scheme' });
      const pageUrl = (answer.action as Types.checkout.CheckoutRedirectAction).url!;
      const challenge = await fetch(pageUrl);
      expect(challenge.status).toBe(200);
      const html = await challenge.text();
      expect(html).toContain('name="password"');
      expect(html).not.toContain('<script');

      const back = await submitForm(pageUrl, { password: 'password', decision: 'submit' });
      expect(`${back.origin}${back.pathname}`).toBe(request.returnUrl);
      const redirectResult = back.searchParams.get('redirectResult')!;
      const details = await suite.checkout.PaymentsApi.paymentsDetails({ details: { redirectResult } }, key());
      expect(details).toMatchObject({ resultCode: 'Authorised', pspReference: answer.pspReference, merchantReference: request.reference, amount: request.amount });
    });

    it('a wrong challenge password is Refused: 3D Not Authenticated', async () => {
      const answer = await suite.checkout.PaymentsApi.payments(paymentRequest({ ...CARD, encryptedCardNumber: 'test_4917610000000000' }), key());
      const back = await submitForm((answer.action as Types.checkout.CheckoutRedirectAction).url!, { password: 'wrong', decision: 'submit' });
      const details = await suite.checkout.PaymentsApi.paymentsDetails({ details: { redirectResult: back.searchParams.get('redirectResult')! } }, key());
      expect(details).toMatchObject({ resultCode: 'Refused', refusalReason: '3D Not Authenticated' });
    });

    it('cancelling the challenge is Cancelled', async () => {
      const answer = await suite.checkout.PaymentsApi.payments(paymentRequest({ ...CARD, encryptedCardNumber: 'test_4917610000000000' }), key());
      const back = await submitForm((answer.action as Types.checkout.CheckoutRedirectAction).url!, { decision: 'cancel' });
      const details = await suite.checkout.PaymentsApi.paymentsDetails({ details: { redirectResult: back.searchParams.get('redirectResult')! } }, key());
      expect(details).toMatchObject({ resultCode: 'Cancelled', pspReference: answer.pspReference });
    });

    it.each([
      ['ideal', {}, 'NL', 'EUR'],
      ['klarna_b2b', {}, 'DE', 'EUR'],
      ['onlineBanking_PL', { issuer: '73' }, 'PL', 'PLN'],
      ['twint', {}, 'CH', 'CHF'],
      ['mobilepay', {}, 'DK', 'DKK'],
      ['klarna', {}, 'SE', 'SEK'],
      ['klarna_account', {}, 'AT', 'EUR'],
      ['ratepay', {}, 'DE', 'EUR'],
    ])('%s redirects to the hosted page; authorise → Authorised, cancel → Cancelled', async (type, extra, countryCode, currency) => {
      for (const [decision, result] of [['authorise', 'Authorised'], ['cancel', 'Cancelled']] as const) {
        const request = paymentRequest({ type, ...extra }, { countryCode, amount: { currency, value: 5000 } });
        const answer = await suite.checkout.PaymentsApi.payments(request, key());
        expect(answer).toMatchObject({ resultCode: ResultCodeEnum.RedirectShopper, action: { type: 'redirect', paymentMethodType: type, method: 'GET' } });
        const pageUrl = (answer.action as Types.checkout.CheckoutRedirectAction).url!;
        const html = await (await fetch(pageUrl)).text();
        expect(html).toContain('value="authorise"');
        expect(html).toContain('value="cancel"');
        const back = await submitForm(pageUrl, { decision });
        const redirectResult = back.searchParams.get('redirectResult')!;
        const details = await suite.checkout.PaymentsApi.paymentsDetails({ details: { redirectResult } }, key());
        expect(details).toMatchObject({ resultCode: result, pspReference: answer.pspReference, merchantReference: request.reference });
      }
    });

    it('multibanco: PresentToShopper with the voucher action', async () => {
      const request = paymentRequest({ type: 'multibanco' }, { countryCode: 'PT', shopperLocale: 'pt-PT' });
      const answer = await suite.checkout.PaymentsApi.payments(request, key());
      expect(answer.resultCode).toBe(ResultCodeEnum.PresentToShopper);
      expect(answer.action).toMatchObject({
        type: 'voucher',
        paymentMethodType: 'multibanco',
        entity: expect.stringMatching(/^\d{5}$/),
        reference: expect.stringMatching(/^\d{3} \d{3} \d{3}$/),
        expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
        merchantReference: request.reference,
        initialAmount: request.amount,
        totalAmount: request.amount,
      });
    });

    it('googlepay and applepay with a token are Authorised', async () => {
      const google = await suite.checkout.PaymentsApi.payments(paymentRequest({ type: 'googlepay', googlePayToken: '{"signature":"fake"}' }), key());
      const apple = await suite.checkout.PaymentsApi.payments(paymentRequest({ type: 'applepay', applePayToken: 'ZmFrZQ==' }), key());
      expect([google.resultCode, apple.resultCode]).toEqual([ResultCodeEnum.Authorised, ResultCodeEnum.Authorised]);
    });

    it('paypal: the sdk action with a token and paymentData; details with the orderID authorise it', async () => {
      const answer = await suite.checkout.PaymentsApi.payments(paymentRequest({ type: 'paypal', subtype: 'sdk' }), key());
      expect(answer.resultCode).toBe(ResultCodeEnum.Pending);
      const action = answer.action as Types.checkout.CheckoutSDKAction;
      expect(action).toMatchObject({ type: 'sdk', paymentMethodType: 'paypal', sdkData: { token: expect.any(String) }, paymentData: expect.any(String) });
      const details = await suite.checkout.PaymentsApi.paymentsDetails(
        { details: { orderID: action.sdkData!.token, payerID: 'FAKEPAYER' }, paymentData: action.paymentData! },
        key(),
      );
      expect(details).toMatchObject({ resultCode: 'Authorised', pspReference: answer.pspReference });
    });
  });

  it('a repeat with the same Idempotency-Key and body answers the first answer, byte for byte, without a second payment', async () => {
    const request = paymentRequest(CARD);
    const idempotency = key();
    const first = await suite.checkout.PaymentsApi.payments(request, idempotency);
    const second = await suite.checkout.PaymentsApi.payments(request, idempotency);
    expect(second).toEqual(first);

    const body = JSON.stringify(paymentRequest(CARD));
    const raw = () =>
      fetch(`${suite.fake.checkoutUrl}/payments`, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json', 'X-API-Key': SETTINGS.apiKey, 'Idempotency-Key': 'raw-replay-key' },
      });
    const [a, b] = [await raw(), await raw()];
    expect(b.headers.get('idempotency-key')).toBe('raw-replay-key');
    expect(await b.text()).toBe(await a.text());
  });

  it('modifications answer received: refund 201 with its amount, cancel and reversal too', async () => {
    const paid = await suite.checkout.PaymentsApi.payments(paymentRequest(CARD), key());
    const psp = paid.pspReference!;
    const refund = await suite.checkout.ModificationsApi.refundCapturedPayment(psp, { merchantAccount: SETTINGS.merchantAccount, amount: { currency: 'EUR', value: 345 }, reference: 'refund-1' }, key());
    expect(refund).toMatchObject({ status: 'received', paymentPspReference: psp, merchantAccount: SETTINGS.merchantAccount, amount: { currency: 'EUR', value: 345 } });
    const cancel = await suite.checkout.ModificationsApi.cancelAuthorisedPaymentByPspReference(psp, { merchantAccount: SETTINGS.merchantAccount }, key());
    expect(cancel).toMatchObject({ status: 'received', paymentPspReference: psp });
    const reversal = await suite.checkout.ModificationsApi.refundOrCancelPayment(psp, { merchantAccount: SETTINGS.merchantAccount }, key());
    expect(reversal).toMatchObject({ status: 'received', paymentPspReference: psp });
  });

  it('the library turns a refusal into its HttpClientException with Adyen\'s error', async () => {
    const error = await suite.checkout.PaymentsApi.payments(paymentRequest(CARD, { merchantAccount: 'SomeoneElse' }), key()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpClientException);
    expect((error as HttpClientException).apiError).toMatchObject({ status: 403, errorCode: '901', message: 'Invalid Merchant Account', errorType: 'security' });
  });
});
