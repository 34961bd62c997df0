import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Cart, Order, Payment } from '@commercetools/platform-sdk';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { generateSeed } from '../../commerce/seed/generate-seed.js';
import type { SeedData } from '../../commerce/seed/seed-data.js';
import { COMMERCE_PORT, type CommercePort } from '../../commerce/port/commerce-port.js';
import { checkoutSkus, type CheckoutSkus, type Shopper } from '../../checkout/checkout-shop.fixture.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../../test/load-timeouts.js';
import { startFakeAdyen, type FakeAdyen } from '../../../test/fake-adyen/fake-adyen.js';
import { ADYEN_TEST_SETTINGS, adyenShop, originOf, ref, returnUrlOf, shopperReadyToPay, type AdyenShop } from './adyen-shop.fixture.js';
import { authorise, challengePassword, decideOnHostedPage, type RedirectAction } from './adyen-hosted-page.fixture.js';

interface AttemptAnswer {
  readonly makePaymentResponse?: { resultCode: string; action?: RedirectAction & Record<string, unknown>; merchantReference?: string; pspReference?: string };
  readonly submitAdditionalPaymentDetailsResponse?: { resultCode: string; merchantReference?: string };
  readonly order?: { id: string };
  readonly error?: string;
}

const card = (number: string, holderName = 'Sanne de Vries') => ({
  type: 'scheme', encryptedCardNumber: `test_${number}`, encryptedExpiryMonth: 'test_03', encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737', holderName,
});
const AUTHORISED_CARD = '4111111111111111';
const CHALLENGE_CARD = '4917610000000000';

describe('Adyen payments (real Nest app, embedded engine, full demo seed, fake Adyen over HTTP)', () => {
  let seed: SeedData;
  let skus: CheckoutSkus;
  let fake: FakeAdyen;
  let shop: AdyenShop;
  let commerce: CommercePort;

  beforeAll(async () => {
    seed = generateSeed();
    skus = checkoutSkus(seed);
    fake = await startFakeAdyen({ ...ADYEN_TEST_SETTINGS, autoNotify: false });
    shop = await adyenShop(fake.checkoutUrl, seed);
    commerce = shop.app.get<CommercePort>(COMMERCE_PORT);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => {
    await shop?.app.close();
    await fake?.close();
  });

  const pay = async (shopper: Shopper, cart: Cart, host: string, paymentMethod: Record<string, unknown>): Promise<AttemptAnswer> =>
    (await shopper.call('makeAdyenPayment', [ref(cart), { paymentMethod, origin: originOf(host), returnUrl: returnUrlOf(host) }], 200, host)).body as AttemptAnswer;
  const details = async (shopper: Shopper, host: string, redirectResult: string): Promise<AttemptAnswer> =>
    (await shopper.call('submitAdyenPaymentDetails', [{ details: { redirectResult } }], 200, host)).body as AttemptAnswer;
  const gross = (cart: Cart) => (cart.taxedPrice?.totalGross ?? cart.totalPrice);
  const orderOf = async (cartId: string): Promise<Order | undefined> => commerce.orders.byCart(cartId);
  const paymentsOf = async (order: Order): Promise<Payment[]> =>
    Promise.all((order.paymentInfo?.payments ?? []).map(async (reference) => (await commerce.payments.get(reference.id))!));
  /** A notification as Adyen would send it for the shop's payment (signed with the shop's key unless told otherwise). */
  const webhook = (items: unknown[], body: Record<string, unknown> = {}) =>
    request(shop.app.getHttpServer()).post('/api/payments/adyen/webhook').send({ live: 'false', notificationItems: items.map((item) => ({ NotificationRequestItem: item })), ...body });
  const paymentRequests = (reference: string) => fake.requests.filter((entry) => entry.path.endsWith('/payments') && (entry.body as { reference?: string }).reference === reference);

  it('offers the methods Adyen has for NL in EUR, with the client key and the fake as the browser\'s Adyen', async () => {
    const { shopper, cart, host } = await shopperReadyToPay(shop.app, 'NL', { [skus.cheap]: 1 });
    const answer = (await shopper.call('getAdyenPaymentMethods', [ref(cart)], 200, host)).body;
    const types = (answer.paymentMethodsResponse.paymentMethods as { type: string }[]).map((method) => method.type);
    expect(answer).toMatchObject({
      configured: true, clientKey: ADYEN_TEST_SETTINGS.clientKey, environment: 'test', countryCode: 'NL', shopperLocale: 'nl-NL',
      amount: { currency: 'EUR', value: gross(cart).centAmount }, environmentUrls: { api: `${fake.url.replace('127.0.0.1', 'checkoutshopper-test.localhost')}/checkoutshopper/` },
    });
    expect(types).toEqual(expect.arrayContaining(['scheme', 'ideal']));
    expect(types).not.toContain('multibanco');
    const asked = fake.requests.filter((entry) => entry.path.endsWith('/paymentMethods')).at(-1)!;
    expect(asked.headers['x-api-key']).toBe(ADYEN_TEST_SETTINGS.apiKey);
    expect(asked.body).toMatchObject({ merchantAccount: ADYEN_TEST_SETTINGS.merchantAccount, countryCode: 'NL', amount: { currency: 'EUR', value: gross(cart).centAmount } });
  });

  it('offers a company buyer in DE klarna_b2b and not the private invoice method; a private buyer the other way round', async () => {
    const company = await shopperReadyToPay(shop.app, 'DE', { [skus.cheap]: 1 }, { company: 'Weber Werkzeuge GmbH', fax: 'DE123456789' });
    const companyTypes = ((await company.shopper.call('getAdyenPaymentMethods', [ref(company.cart)], 200, company.host)).body.paymentMethodsResponse.paymentMethods as { type: string }[]).map((m) => m.type);
    expect(companyTypes).toContain('klarna_b2b');
    expect(companyTypes).not.toContain('klarna');
    const person = await shopperReadyToPay(shop.app, 'DE', { [skus.cheap]: 1 });
    const privateTypes = ((await person.shopper.call('getAdyenPaymentMethods', [ref(person.cart)], 200, person.host)).body.paymentMethodsResponse.paymentMethods as { type: string }[]).map((m) => m.type);
    expect(privateTypes).toContain('klarna');
    expect(privateTypes).not.toContain('klarna_b2b');
    // The quick-pay flow keeps googlepay only.
    const quick = ((await person.shopper.call('getAdyenPaymentMethods', [ref(person.cart), { quickPay: true }], 200, person.host)).body.paymentMethodsResponse.paymentMethods as { type: string }[]).map((m) => m.type);
    expect(quick).toEqual(['googlepay']);
    // The company's name, VAT number and registry country go with its payment.
    const paid = await pay(company.shopper, company.cart, company.host, { type: 'klarna_b2b' });
    expect(paymentRequests(paid.makePaymentResponse!.merchantReference!).at(-1)!.body).toMatchObject({ company: { name: 'Weber Werkzeuge GmbH', taxId: 'DE123456789', registryLocation: 'DE' } });
  });

  it('places a paid order for an authorised card: amount in minor units, Idempotency-Key and X-API-Key on the request, one order for the cart', async () => {
    const { shopper, cart, host } = await shopperReadyToPay(shop.app, 'NL', { [skus.cheap]: 2 });
    const answer = await pay(shopper, cart, host, card(AUTHORISED_CARD));
    expect(answer.makePaymentResponse?.resultCode).toBe('Authorised');
    expect(answer.error).toBeUndefined();
    const order = await orderOf(cart.id);
    expect(answer.order).toEqual({ id: order!.id });
    expect(order).toMatchObject({ paymentState: 'Paid', totalPrice: { centAmount: gross(cart).centAmount, currencyCode: 'EUR' } });
    const [payment] = await paymentsOf(order!);
    expect(payment).toMatchObject({
      paymentMethodInfo: { paymentInterface: 'adyen', method: 'scheme', name: { en: 'Card' } },
      amountPlanned: { centAmount: gross(cart).centAmount, currencyCode: 'EUR' },
      interfaceId: answer.makePaymentResponse!.pspReference,
    });
    expect(payment!.transactions).toEqual([expect.objectContaining({ type: 'Authorization', state: 'Success' })]);
    const sent = paymentRequests(payment!.key!);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['idempotency-key']).toBe(`${payment!.key}:payments`);
    expect(sent[0]!.headers['x-api-key']).toBe(ADYEN_TEST_SETTINGS.apiKey);
    expect(sent[0]!.body).toMatchObject({
      merchantAccount: ADYEN_TEST_SETTINGS.merchantAccount, amount: { currency: 'EUR', value: gross(cart).centAmount },
      reference: payment!.key, returnUrl: returnUrlOf(host), countryCode: 'NL', shopperEmail: 'sanne@example.nl',
    });
    expect(fake.problems).toEqual([]);
    // The session forgot the ordered cart; paying it again is refused (not a second order).
    await shopper.call('makeAdyenPayment', [ref(cart), { paymentMethod: card(AUTHORISED_CARD), origin: originOf(host), returnUrl: returnUrlOf(host) }], 404, host);
  });

  it.each([
    ['googlepay', { type: 'googlepay', googlePayToken: '{"signature":"fake"}' }, 'Google Pay'],
    ['applepay', { type: 'applepay', applePayToken: 'ZmFrZQ==' }, 'Apple Pay'],
  ])('a %s wallet payment with its token is a paid order named for the wallet', async (_type, paymentMethod, name) => {
    const { shopper, cart, host } = await shopperReadyToPay(shop.app, 'NL', { [skus.cheap]: 1 });
    const answer = await pay(shopper, cart, host, paymentMethod);
    const order = (await orderOf(cart.id))!;
    expect(answer.order).toEqual({ id: order.id });
    expect(order.paymentState).toBe('Paid');
    expect((await paymentsOf(order))[0]!.paymentMethodInfo).toMatchObject({ paymentInterface: 'adyen', method: paymentMethod.type, name: { en: name } });
  });

  it('an iDEAL order in NL: redirect to the bank, back with redirectResult, then its webhook; one order, Paid', async () => {
    const { shopper, cart, host } = await shopperReadyToPay(shop.app, 'NL', { [skus.cheap]: 1 });
    const started = await pay(shopper, cart, host, { type: 'ideal' });
    expect(started.makePaymentResponse).toMatchObject({ resultCode: 'RedirectShopper', action: { type: 'redirect' } });
    expect(started.order).toBeUndefined();
    expect(await orderOf(cart.id)).toBeUndefined();
    const redirectResult = await decideOnHostedPage(started.makePaymentResponse!.action!, authorise);
    const back = await details(shopper, host, redirectResult);
    expect(back.submitAdditionalPaymentDetailsResponse?.resultCode).toBe('Authorised');
    const order = (await orderOf(cart.id))!;
    expect(back.order).toEqual({ id: order.id });
    expect(order.paymentState).toBe('Paid');
    // Adyen's AUTHORISATION arrives afterwards: stored, applied once, nothing new.
    const psp = started.makePaymentResponse!.pspReference!;
    const item = fake.notificationItem({ eventCode: 'AUTHORISATION', success: 'true', pspReference: psp, merchantReference: started.makePaymentResponse!.merchantReference!, amount: { currency: 'EUR', value: gross(cart).centAmount } } as never);
    const accepted = await fake.sendNotifications([item], { url: shop.webhookUrl });
    expect(accepted).toEqual({ status: 200, body: '[accepted]' });
    const [payment] = await paymentsOf((await orderOf(cart.id))!);
    expect(payment!.interfaceInteractions).toHaveLength(1);
    expect(payment!.transactions.filter((transaction) => transaction.type === 'Authorization')).toEqual([expect.objectContaining({ state: 'Success' })]);
    expect(await commerce.orders.byCart(cart.id)).toMatchObject({ id: order.id, paymentState: 'Paid' });
  });

  it('a 3-D Secure challenge: the issuer page, the password, then the order', async () => {
    const { shopper, cart, host } = await shopperReadyToPay(shop.app, 'NL', { [skus.cheap]: 1 });
    const started = await pay(shopper, cart, host, card(CHALLENGE_CARD));
    expect(started.makePaymentResponse?.resultCode).toBe('RedirectShopper');
    const redirectResult = await decideOnHostedPage(started.makePaymentResponse!.action!, challengePassword('password'));
    const back = await details(shopper, host, redirectResult);
    expect(back.error).toBeUndefined();
    expect(back.order?.id).toBe((await orderOf(cart.id))!.id);
    // The same redirectResult again (a reload of the return page) answers the same order, asking Adyen with the same key.
    const again = await details(shopper, host, redirectResult);
    expect(again.order ?? again.error).toBeDefined();
    expect(await orderOf(cart.id)).toMatchObject({ id: back.order!.id });
  });

  it('a refused card: payment-error, the cart intact and still the shopper\'s, and a second attempt succeeds', async () => {
    const { shopper, cart, host } = await shopperReadyToPay(shop.app, 'NL', { [skus.cheap]: 1, [skus.accessory]: 1 });
    const refused = await pay(shopper, cart, host, card(AUTHORISED_CARD, 'REFUSED'));
    expect(refused).toMatchObject({ makePaymentResponse: { resultCode: 'Refused' }, error: 'payment-error' });
    expect(refused.order).toBeUndefined();
    expect(await orderOf(cart.id)).toBeUndefined();
    const current = (await shopper.call('getMyCart', [], 200, host)).body.cart as Cart;
    expect(current.id).toBe(cart.id);
    expect(current.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual(cart.lineItems.map((line) => [line.variant.sku, line.quantity]));
    const second = await pay(shopper, current, host, card(AUTHORISED_CARD));
    expect(second.order?.id).toBe((await orderOf(cart.id))!.id);
    const [payment] = await paymentsOf((await orderOf(cart.id))!);
    expect(payment!.key).toBe(second.makePaymentResponse!.merchantReference);
  });

  it('a Multibanco voucher in PT: the order is placed awaiting payment with the voucher, and paid by its webhook', async () => {
    const { shopper, cart, host } = await shopperReadyToPay(shop.app, 'PT', { [skus.cheap]: 1 });
    const answer = await pay(shopper, cart, host, { type: 'multibanco' });
    expect(answer.makePaymentResponse).toMatchObject({ resultCode: 'PresentToShopper', action: { type: 'voucher', paymentMethodType: 'multibanco' } });
    const order = (await orderOf(cart.id))!;
    expect(answer.order).toEqual({ id: order.id });
    expect(order.paymentState).toBe('Pending');
    const [payment] = await paymentsOf(order);
    const action = answer.makePaymentResponse!.action as unknown as { reference: string; entity: string; expiresAt: string };
    expect(payment!.custom?.fields).toMatchObject({
      multibancoReference: action.reference, multibancoEntity: action.entity, multibancoExpiresAt: action.expiresAt,
      multibancoAmount: { centAmount: gross(cart).centAmount, currencyCode: 'EUR' },
    });
    const delivered = fake.deliveries.length;
    // The shopper pays at the ATM: Adyen's AUTHORISATION pays the order.
    const item = fake.notificationItem({ eventCode: 'AUTHORISATION', success: 'true', pspReference: payment!.interfaceId!, merchantReference: payment!.key!, paymentMethod: 'multibanco', amount: { currency: 'EUR', value: gross(cart).centAmount } } as never);
    expect(await fake.sendNotifications([item], { url: shop.webhookUrl })).toEqual({ status: 200, body: '[accepted]' });
    expect(fake.deliveries.length).toBe(delivered);
    expect(await orderOf(cart.id)).toMatchObject({ id: order.id, paymentState: 'Paid' });
  });

  it('the tab closed after paying: the webhook alone places the paid order', async () => {
    const { shopper, cart, host } = await shopperReadyToPay(shop.app, 'NL', { [skus.cheap]: 1 });
    const started = await pay(shopper, cart, host, { type: 'ideal' });
    await decideOnHostedPage(started.makePaymentResponse!.action!, authorise);
    // The shopper never comes back; only Adyen does.
    expect(await orderOf(cart.id)).toBeUndefined();
    const item = fake.notificationItem({ eventCode: 'AUTHORISATION', success: 'true', pspReference: started.makePaymentResponse!.pspReference!, merchantReference: started.makePaymentResponse!.merchantReference!, amount: { currency: 'EUR', value: gross(cart).centAmount } } as never);
    expect(await fake.sendNotifications([item], { url: shop.webhookUrl })).toEqual({ status: 200, body: '[accepted]' });
    const order = (await orderOf(cart.id))!;
    expect(order).toMatchObject({ paymentState: 'Paid', totalPrice: { centAmount: gross(cart).centAmount } });
    expect((await paymentsOf(order)).map((payment) => payment.key)).toEqual([started.makePaymentResponse!.merchantReference]);
    // Coming back later shows that order, not a second one.
    const cartNow = await commerce.carts.get(cart.id);
    expect(cartNow?.cartState).toBe('Ordered');
  });

  it('a duplicated and an out-of-order webhook are processed once', async () => {
    const { shopper, cart, host } = await shopperReadyToPay(shop.app, 'NL', { [skus.cheap]: 1 });
    const started = await pay(shopper, cart, host, { type: 'ideal' });
    await decideOnHostedPage(started.makePaymentResponse!.action!, authorise);
    const { pspReference, merchantReference } = started.makePaymentResponse!;
    const amount = { currency: 'EUR', value: gross(cart).centAmount };
    const authorisation = fake.notificationItem({ eventCode: 'AUTHORISATION', success: 'true', pspReference, merchantReference, amount } as never);
    // A late, older failure for the same payment arrives after the success: it must not unpay the order.
    const staleFailure = fake.notificationItem({ eventCode: 'AUTHORISATION', success: 'false', pspReference: `${pspReference}X`, merchantReference, amount } as never);
    for (const items of [[authorisation], [authorisation], [staleFailure], [authorisation]]) {
      expect(await fake.sendNotifications(items, { url: shop.webhookUrl })).toEqual({ status: 200, body: '[accepted]' });
    }
    const order = (await orderOf(cart.id))!;
    expect(order.paymentState).toBe('Paid');
    const [payment] = await paymentsOf(order);
    expect(payment!.interfaceInteractions).toHaveLength(2);
    expect(payment!.transactions.filter((transaction) => transaction.type === 'Authorization' && transaction.state === 'Success')).toHaveLength(1);
  });

  it('refuses a forged, an unsigned and a tampered webhook with 401, and changes nothing', async () => {
    const { shopper, cart, host } = await shopperReadyToPay(shop.app, 'NL', { [skus.cheap]: 1 });
    const started = await pay(shopper, cart, host, { type: 'ideal' });
    const { pspReference, merchantReference } = started.makePaymentResponse!;
    const item = fake.notificationItem({ eventCode: 'AUTHORISATION', success: 'true', pspReference, merchantReference, amount: { currency: 'EUR', value: gross(cart).centAmount } } as never);
    const forged = await fake.sendNotifications([item], { url: shop.webhookUrl, signWith: 'AA'.repeat(32) });
    expect(forged.status).toBe(401);
    const unsigned = await fake.sendNotifications([item], { url: shop.webhookUrl, unsigned: true });
    expect(unsigned.status).toBe(401);
    // A genuine item with its amount changed after signing.
    const tampered = await webhook([{ ...item, amount: { currency: 'EUR', value: 1 } }]);
    expect(tampered.status).toBe(401);
    // A test-environment notification replayed as live.
    const asLive = await webhook([item], { live: 'true' });
    expect(asLive.status).toBe(401);
    expect(await orderOf(cart.id)).toBeUndefined();
    const payment = await commerce.payments.byKey(merchantReference!);
    expect(payment!.interfaceInteractions ?? []).toEqual([]);
    const malformed = await webhook([{ pspReference }]);
    expect(malformed.status).toBe(400);
  });

  it('a cart changed while its payment was under way: malformed-price, no order, and the money is given back', async () => {
    const { shopper, cart, host } = await shopperReadyToPay(shop.app, 'NL', { [skus.cheap]: 1 });
    const started = await pay(shopper, cart, host, card(CHALLENGE_CARD));
    const redirectResult = await decideOnHostedPage(started.makePaymentResponse!.action!, challengePassword('password'));
    // Another tab adds to the cart during the challenge.
    const current = (await shopper.call('getMyCart', [], 200, host)).body.cart as Cart;
    await shopper.call('addToCart', [ref(current), { sku: skus.accessory, quantity: 1 }], 200, host);
    const back = await details(shopper, host, redirectResult);
    expect(back.error).toBe('malformed-price');
    expect(back.order).toBeUndefined();
    expect(await orderOf(cart.id)).toBeUndefined();
    const reversal = fake.requests.filter((entry) => entry.path.endsWith(`/payments/${started.makePaymentResponse!.pspReference}/reversals`));
    expect(reversal).toHaveLength(1);
    expect(reversal[0]!.headers['idempotency-key']).toBeDefined();
    // The cart is still there to pay at its new total.
    const again = (await shopper.call('getMyCart', [], 200, host)).body.cart as Cart;
    const second = await pay(shopper, again, host, card(AUTHORISED_CARD));
    expect(second.order?.id).toBe((await orderOf(cart.id))!.id);
    expect((await orderOf(cart.id))!.totalPrice.centAmount).toBe(gross(again).centAmount);
  });

  it('one cart never yields two orders: a second authorised payment of an ordered cart is given back', async () => {
    const { shopper, cart, host } = await shopperReadyToPay(shop.app, 'NL', { [skus.cheap]: 1 });
    // Tab 1 starts iDEAL; tab 2 pays by card and orders.
    const first = await pay(shopper, cart, host, { type: 'ideal' });
    const current = (await shopper.call('getMyCart', [], 200, host)).body.cart as Cart;
    const second = await pay(shopper, current, host, card(AUTHORISED_CARD));
    const order = (await orderOf(cart.id))!;
    expect(second.order?.id).toBe(order.id);
    // Tab 1's bank authorises too: its webhook finds the cart ordered and gives that money back.
    await decideOnHostedPage(first.makePaymentResponse!.action!, authorise);
    const item = fake.notificationItem({ eventCode: 'AUTHORISATION', success: 'true', pspReference: first.makePaymentResponse!.pspReference!, merchantReference: first.makePaymentResponse!.merchantReference!, amount: { currency: 'EUR', value: gross(cart).centAmount } } as never);
    expect(await fake.sendNotifications([item], { url: shop.webhookUrl })).toEqual({ status: 200, body: '[accepted]' });
    expect(await orderOf(cart.id)).toMatchObject({ id: order.id });
    expect(fake.requests.filter((entry) => entry.path.endsWith(`/payments/${first.makePaymentResponse!.pspReference}/reversals`))).toHaveLength(1);
    expect((await paymentsOf((await orderOf(cart.id))!)).map((payment) => payment.key)).toEqual([second.makePaymentResponse!.merchantReference]);
    // Adyen confirms the reversal: recorded on the given-back attempt; the order stays paid.
    const confirmed = fake.notificationItem({ eventCode: 'CANCEL_OR_REFUND', success: 'true', pspReference: 'R2D2R2D2R2D2R2D2', originalReference: first.makePaymentResponse!.pspReference!, merchantReference: first.makePaymentResponse!.merchantReference!, amount: { currency: 'EUR', value: gross(cart).centAmount } } as never);
    expect(await fake.sendNotifications([confirmed], { url: shop.webhookUrl })).toEqual({ status: 200, body: '[accepted]' });
    const givenBack = await commerce.payments.byKey(first.makePaymentResponse!.merchantReference!);
    expect(givenBack!.transactions.filter((transaction) => transaction.type === 'CancelAuthorization')).toEqual([expect.objectContaining({ state: 'Success' })]);
    expect(await orderOf(cart.id)).toMatchObject({ id: order.id, paymentState: 'Paid' });
  });

  it('refuses a method the buyer is not offered, and a payload without its origin, naming the field', async () => {
    const { shopper, cart, host } = await shopperReadyToPay(shop.app, 'DE', { [skus.cheap]: 1 });
    const refused = await shopper.call('makeAdyenPayment', [ref(cart), { paymentMethod: { type: 'klarna_b2b' }, origin: originOf(host), returnUrl: returnUrlOf(host) }], 400, host);
    expect(JSON.stringify(refused.body)).toContain('klarna_b2b');
    const noOrigin = await shopper.call('makeAdyenPayment', [ref(cart), { paymentMethod: { type: 'scheme' }, returnUrl: returnUrlOf(host) }], 400, host);
    expect(JSON.stringify(noOrigin.body)).toContain('origin');
  });
});

describe('Adyen across a restart (real Nest app, embedded engine in a file)', () => {
  it('a restart between the payment and its webhook loses nothing: the new process places the order', async () => {
    const seed = generateSeed();
    const skus = checkoutSkus(seed);
    const folder = mkdtempSync(join(tmpdir(), 'adyen-restart-'));
    const file = join(folder, 'shop.sqlite');
    const fake = await startFakeAdyen({ ...ADYEN_TEST_SETTINGS, autoNotify: false });
    try {
      const before = await adyenShop(fake.checkoutUrl, seed, file);
      const { shopper, cart, host } = await shopperReadyToPay(before.app, 'NL', { [skus.cheap]: 1 });
      const started = (await shopper.call('makeAdyenPayment', [ref(cart), { paymentMethod: { type: 'ideal' }, origin: originOf(host), returnUrl: returnUrlOf(host) }], 200, host)).body as AttemptAnswer;
      await decideOnHostedPage(started.makePaymentResponse!.action!, authorise);
      await before.app.close();
      const after = await adyenShop(fake.checkoutUrl, seed, file);
      try {
        const amount = { currency: 'EUR', value: (cart.taxedPrice?.totalGross ?? cart.totalPrice).centAmount };
        const item = fake.notificationItem({ eventCode: 'AUTHORISATION', success: 'true', pspReference: started.makePaymentResponse!.pspReference!, merchantReference: started.makePaymentResponse!.merchantReference!, amount } as never);
        expect(await fake.sendNotifications([item], { url: after.webhookUrl })).toEqual({ status: 200, body: '[accepted]' });
        const order = await after.app.get<CommercePort>(COMMERCE_PORT).orders.byCart(cart.id);
        expect(order).toMatchObject({ paymentState: 'Paid', totalPrice: { centAmount: amount.value } });
      } finally {
        await after.app.close();
      }
    } finally {
      await fake.close();
      rmSync(folder, { recursive: true, force: true });
    }
  }, FULL_CATALOGUE_TIMEOUT_MS * 2);
});

describe('Adyen unconfigured (real Nest app, no ADYEN_* settings)', () => {
  let shop: AdyenShop;
  let skus: CheckoutSkus;
  beforeAll(async () => {
    const seed = generateSeed();
    skus = checkoutSkus(seed);
    shop = await adyenShop(undefined, seed);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => shop?.app.close());

  it('offers no card method: configured false, the payment calls 404, the webhook 503', async () => {
    const { shopper, cart, host } = await shopperReadyToPay(shop.app, 'NL', { [skus.cheap]: 1 });
    expect((await shopper.call('getAdyenPaymentMethods', [ref(cart)], 200, host)).body).toEqual({ configured: false });
    await shopper.call('makeAdyenPayment', [ref(cart), { paymentMethod: { type: 'scheme' }, origin: originOf(host), returnUrl: returnUrlOf(host) }], 404, host);
    const hook = await request(shop.app.getHttpServer()).post('/api/payments/adyen/webhook').send({ live: 'false', notificationItems: [] });
    expect(hook.status).toBe(503);
  });
});
