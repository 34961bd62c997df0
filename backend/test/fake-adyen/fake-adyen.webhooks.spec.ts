import { afterEach, describe, expect, it } from '@jest/globals';
import { hmacValidator, type Types } from '@adyen/api-library';
import { startFakeAdyen, type FakeAdyen } from './fake-adyen.js';
import { CARD, checkoutFor, key, paymentRequest, SETTINGS, submitForm } from './fake-adyen.fixture.js';
import { startWebhookReceiver } from './webhook-receiver.js';

const validator = new hmacValidator();
const OTHER_KEY = 'A'.repeat(64);

/** Notifications in Adyen's standard format, signed with the library's validator, sent and retried as Adyen does. */
describe('fake Adyen notifications', () => {
  const toClose: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const closable of toClose.splice(0).reverse()) await closable.close();
  });

  async function start(answer?: Parameters<typeof startWebhookReceiver>[0], maxDeliveryAttempts?: number) {
    const receiver = await startWebhookReceiver(answer);
    toClose.push(receiver);
    const fake: FakeAdyen = await startFakeAdyen({ ...SETTINGS, webhookUrl: receiver.url, ...(maxDeliveryAttempts ? { maxDeliveryAttempts } : {}) });
    toClose.push(fake);
    return { fake, receiver, checkout: checkoutFor(fake.checkoutUrl) };
  }

  it('an item the fake signs validates with hmacValidator.validateHMAC; a tampered one, or one signed with another key, does not', async () => {
    const { fake } = await start();
    const item = fake.notificationItem({ pspReference: 'ABCDEFGHJKLMNPQR', merchantReference: 'cart-1', amount: { currency: 'EUR', value: 12345 } });
    expect(item).toMatchObject({ eventCode: 'AUTHORISATION', success: 'true', merchantAccountCode: SETTINGS.merchantAccount, eventDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/) });
    expect(item.additionalData?.hmacSignature).toEqual(expect.any(String));
    expect(validator.validateHMAC(item, SETTINGS.hmacKey)).toBe(true);
    expect(validator.validateHMAC({ ...item, amount: { currency: 'EUR', value: 1 } }, SETTINGS.hmacKey)).toBe(false);
    expect(validator.validateHMAC({ ...item, success: 'false' as never }, SETTINGS.hmacKey)).toBe(false);
    expect(validator.validateHMAC(item, OTHER_KEY)).toBe(false);
  });

  it('sendNotifications posts one batch in the standard format; signWith and unsigned make forged ones', async () => {
    const { fake, receiver } = await start();
    const item = fake.notificationItem({ merchantReference: 'cart-2' });
    expect(await fake.sendNotifications([item])).toEqual({ status: 200, body: '[accepted]' });
    await fake.sendNotifications([item], { signWith: OTHER_KEY });
    await fake.sendNotifications([item], { unsigned: true });
    expect(receiver.received[0]).toEqual({ live: 'false', notificationItems: [{ NotificationRequestItem: item }] });
    const [, forged, unsigned] = receiver.items();
    expect(validator.validateHMAC(forged!, SETTINGS.hmacKey)).toBe(false);
    expect(validator.validateHMAC(forged!, OTHER_KEY)).toBe(true);
    expect(unsigned!.additionalData?.hmacSignature).toBeUndefined();
    expect(fake.deliveries).toEqual([]);
  });

  it('a card payment authorised: one AUTHORISATION success, signed, with the payment\'s references, amount and brand', async () => {
    const { fake, receiver, checkout } = await start();
    const request = paymentRequest(CARD);
    const answer = await checkout.PaymentsApi.payments(request, key());
    await fake.settled();
    const items = receiver.items();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      eventCode: 'AUTHORISATION',
      success: 'true',
      pspReference: answer.pspReference,
      merchantReference: request.reference,
      merchantAccountCode: SETTINGS.merchantAccount,
      amount: { currency: 'EUR', value: 12345 },
      paymentMethod: 'visa',
      reason: expect.stringMatching(/^\d{6}:1111:03\/2030$/),
    });
    expect(validator.validateHMAC(items[0]!, SETTINGS.hmacKey)).toBe(true);
    expect(fake.deliveries).toEqual([{ item: items[0], attempt: 1, status: 200, body: '[accepted]' }]);
  });

  it('a refused card: AUTHORISATION success false with the refusal reason', async () => {
    const { fake, receiver, checkout } = await start();
    await checkout.PaymentsApi.payments(paymentRequest({ ...CARD, holderName: 'REFUSED' }), key());
    await fake.settled();
    expect(receiver.items()).toEqual([expect.objectContaining({ eventCode: 'AUTHORISATION', success: 'false', reason: 'Refused' })]);
  });

  it('retries until the answer is exactly [accepted], recording every attempt', async () => {
    const answers = [{ status: 500, body: 'boom' }, { status: 200, body: 'ok' }, { status: 200, body: '[accepted]' }];
    const { fake, receiver, checkout } = await start((n) => answers[n - 1] ?? answers[2]!);
    await checkout.PaymentsApi.payments(paymentRequest(CARD), key());
    await fake.settled();
    expect(fake.deliveries.map(({ attempt, status, body }) => ({ attempt, status, body }))).toEqual([
      { attempt: 1, status: 500, body: 'boom' },
      { attempt: 2, status: 200, body: 'ok' },
      { attempt: 3, status: 200, body: '[accepted]' },
    ]);
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.items().map((item) => item.pspReference)).size).toBe(1);
  });

  it('gives up after maxDeliveryAttempts', async () => {
    const { fake, checkout } = await start(() => ({ status: 401, body: 'unauthorised' }), 3);
    await checkout.PaymentsApi.payments(paymentRequest(CARD), key());
    await fake.settled();
    expect(fake.deliveries.map((delivery) => delivery.attempt)).toEqual([1, 2, 3]);
  });

  it('a redirect payment is notified when the shopper decides, before any /payments/details (the tab may be closed)', async () => {
    const { fake, receiver, checkout } = await start();
    const answer = await checkout.PaymentsApi.payments(paymentRequest({ type: 'ideal' }), key());
    await fake.settled();
    expect(receiver.items()).toEqual([]);
    await submitForm((answer.action as Types.checkout.CheckoutRedirectAction).url!, { decision: 'authorise' });
    await fake.settled();
    expect(receiver.items()).toEqual([expect.objectContaining({ eventCode: 'AUTHORISATION', success: 'true', pspReference: answer.pspReference, paymentMethod: 'ideal' })]);
  });

  it('a Multibanco voucher is notified only when payVoucher is called', async () => {
    const { fake, receiver, checkout } = await start();
    const answer = await checkout.PaymentsApi.payments(paymentRequest({ type: 'multibanco' }, { countryCode: 'PT', shopperLocale: 'pt-PT' }), key());
    await fake.settled();
    expect(receiver.items()).toEqual([]);
    fake.payVoucher(answer.pspReference!);
    await fake.settled();
    expect(receiver.items()).toEqual([expect.objectContaining({ eventCode: 'AUTHORISATION', success: 'true', pspReference: answer.pspReference, paymentMethod: 'multibanco' })]);
  });

  it('modifications: CANCELLATION, CANCEL_OR_REFUND and REFUND with the payment as originalReference', async () => {
    const { fake, receiver, checkout } = await start();
    const first = await checkout.PaymentsApi.payments(paymentRequest(CARD), key());
    const second = await checkout.PaymentsApi.payments(paymentRequest(CARD), key());
    const third = await checkout.PaymentsApi.payments(paymentRequest(CARD), key());
    const refund = await checkout.ModificationsApi.refundCapturedPayment(first.pspReference!, { merchantAccount: SETTINGS.merchantAccount, amount: { currency: 'EUR', value: 2345 } }, key());
    const cancel = await checkout.ModificationsApi.cancelAuthorisedPaymentByPspReference(second.pspReference!, { merchantAccount: SETTINGS.merchantAccount }, key());
    const reversal = await checkout.ModificationsApi.refundOrCancelPayment(third.pspReference!, { merchantAccount: SETTINGS.merchantAccount }, key());
    await fake.settled();
    const modifications = receiver.items().filter((item) => item.eventCode !== 'AUTHORISATION');
    expect(modifications).toEqual(expect.arrayContaining([
      expect.objectContaining({ eventCode: 'REFUND', success: 'true', pspReference: refund.pspReference, originalReference: first.pspReference, amount: { currency: 'EUR', value: 2345 } }),
      expect.objectContaining({ eventCode: 'CANCELLATION', success: 'true', pspReference: cancel.pspReference, originalReference: second.pspReference }),
      expect.objectContaining({ eventCode: 'CANCEL_OR_REFUND', success: 'true', pspReference: reversal.pspReference, originalReference: third.pspReference }),
    ]));
    expect(modifications).toHaveLength(3);
    for (const item of modifications) expect(validator.validateHMAC(item, SETTINGS.hmacKey)).toBe(true);
  });

  it('a refund above what is left fails (success false)', async () => {
    const { fake, receiver, checkout } = await start();
    const paid = await checkout.PaymentsApi.payments(paymentRequest(CARD), key());
    await checkout.ModificationsApi.refundCapturedPayment(paid.pspReference!, { merchantAccount: SETTINGS.merchantAccount, amount: { currency: 'EUR', value: 12346 } }, key());
    await fake.settled();
    expect(receiver.items().find((item) => item.eventCode === 'REFUND')).toMatchObject({ success: 'false' });
  });

  it('close() ends pending retries: the queue settles at once, far short of its 1000 attempts', async () => {
    const { fake, checkout } = await start(() => ({ status: 503, body: 'down' }), 1000);
    await checkout.PaymentsApi.payments(paymentRequest(CARD), key());
    const settled = fake.settled();
    await fake.close();
    // Without close() ending the backoff timers this would take minutes (jest's timeout fails it).
    await settled;
    expect(fake.deliveries.length).toBeLessThan(1000);
  });

  it('without autoNotify nothing is sent by itself', async () => {
    const receiver = await startWebhookReceiver();
    toClose.push(receiver);
    const fake = await startFakeAdyen({ ...SETTINGS, webhookUrl: receiver.url, autoNotify: false });
    toClose.push(fake);
    await checkoutFor(fake.checkoutUrl).PaymentsApi.payments(paymentRequest(CARD), key());
    await fake.settled();
    expect(receiver.received).toEqual([]);
  });
});
