import { afterAll, beforeAll } from '@jest/globals';
import { CheckoutAPI, Client, EnvironmentEnum, type Types } from '@adyen/api-library';
import { randomUUID } from 'node:crypto';
import { startFakeAdyen, type FakeAdyen } from './fake-adyen.js';
import { LoopbackHttpClient } from './loopback-http-client.js';

export const SETTINGS = {
  apiKey: 'fake-api-key',
  merchantAccount: 'ProEquipECOM',
  hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  clientKey: 'test_FAKECLIENTKEY',
} as const;

/** The library's CheckoutAPI as the backend builds it, pointed at the fake over plain http. */
export function checkoutFor(checkoutUrl: string, apiKey: string = SETTINGS.apiKey): CheckoutAPI {
  const client = new Client({ apiKey, environment: EnvironmentEnum.TEST }, new LoopbackHttpClient(checkoutUrl));
  return new CheckoutAPI(client);
}

/** One fake for the describe block it is called in, and the library's CheckoutAPI pointed at it. */
export function fakeForSuite(): { readonly fake: FakeAdyen; readonly checkout: CheckoutAPI } {
  const suite = {} as { fake: FakeAdyen; checkout: CheckoutAPI };
  beforeAll(async () => {
    suite.fake = await startFakeAdyen({ ...SETTINGS, port: 0 });
    suite.checkout = checkoutFor(suite.fake.checkoutUrl);
  });
  afterAll(() => suite.fake.close());
  return suite;
}

export const key = (): { idempotencyKey: string } => ({ idempotencyKey: randomUUID() });

/**
 * A /payments request as the backend sends it, `paymentMethod` as Drop-in's state.data gives it
 * (plain JSON, hence the cast to the library's class type); `overrides` replace top-level fields.
 */
export function paymentRequest(paymentMethod: Record<string, unknown>, overrides: Record<string, unknown> = {}): Types.checkout.PaymentRequest {
  return {
    merchantAccount: SETTINGS.merchantAccount,
    amount: { currency: 'EUR', value: 12345 },
    reference: `cart-${randomUUID()}`,
    returnUrl: 'http://127.0.0.1:3000/nl/checkout/adyen-return',
    countryCode: 'NL',
    shopperLocale: 'nl-NL',
    channel: 'Web',
    origin: 'http://127.0.0.1:3000',
    paymentMethod,
    ...overrides,
  } as unknown as Types.checkout.PaymentRequest;
}

/** Submits a hosted page's form as a browser without JavaScript would; resolves with where it sends the shopper. */
export async function submitForm(pageUrl: string, fields: Record<string, string>): Promise<URL> {
  const response = await fetch(pageUrl, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 303 || location === null) throw new Error(`expected a 303 from ${pageUrl}, got ${response.status}`);
  return new URL(location);
}

export const CARD = {
  type: 'scheme',
  encryptedCardNumber: 'test_4111111111111111',
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
  holderName: 'Jan Jansen',
};
