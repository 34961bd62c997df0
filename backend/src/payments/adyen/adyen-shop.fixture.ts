import 'reflect-metadata';
import { Test } from '@nestjs/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { BaseAddress, Cart } from '@commercetools/platform-sdk';
import { AppModule } from '../../app.module.js';
import { ACTIVE_COMMERCE } from '../../commerce/commerce.providers.js';
import { embeddedCommerce } from '../../commerce/embedded/embedded-commerce.js';
import type { SeedData } from '../../commerce/seed/seed-data.js';
import { fillContactDetails, Shopper } from '../../checkout/checkout-shop.fixture.js';
import { shopTestApp } from '../../../test/shop-test-app.js';
import { freePort } from '../../../test/free-port.js';
import { ADYEN_SETTINGS, adyenSettingsFromEnv } from './adyen-settings.js';

/** The settings a shop under test and its fake Adyen share. */
export const ADYEN_TEST_SETTINGS = {
  apiKey: 'fake-api-key',
  merchantAccount: 'ProEquipECOM',
  hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  clientKey: 'test_FAKECLIENTKEY',
} as const;

export const adyenEnv = (checkoutUrl: string) => ({
  ADYEN_API_KEY: ADYEN_TEST_SETTINGS.apiKey,
  ADYEN_MERCHANT_ACCOUNT: ADYEN_TEST_SETTINGS.merchantAccount,
  ADYEN_CLIENT_KEY: ADYEN_TEST_SETTINGS.clientKey,
  ADYEN_HMAC_KEY: ADYEN_TEST_SETTINGS.hmacKey,
  ADYEN_ENVIRONMENT: 'test',
  ADYEN_CHECKOUT_URL: checkoutUrl,
});

export interface AdyenShop {
  readonly app: NestFastifyApplication;
  /** The shop's webhook URL on its listening port. */
  readonly webhookUrl: string;
}

/**
 * The real application with Adyen configured for `checkoutUrl` (the fake), on the embedded
 * engine in `file` (':memory:', or a file a restart can open again), listening on a loopback port
 * so the fake can deliver its notifications.
 */
export async function adyenShop(checkoutUrl: string | undefined, seed: SeedData, file = ':memory:', port?: number): Promise<AdyenShop> {
  const settings = checkoutUrl ? adyenSettingsFromEnv(adyenEnv(checkoutUrl))! : null;
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(ACTIVE_COMMERCE)
    .useFactory({ factory: () => ({ kind: 'embedded', port: embeddedCommerce({ file, seed: () => seed }), seed: () => seed }) })
    .overrideProvider(ADYEN_SETTINGS)
    .useValue(settings)
    .compile();
  const app = await shopTestApp(moduleRef);
  const listenOn = port ?? await freePort();
  await app.listen(listenOn, '127.0.0.1');
  return { app, webhookUrl: `http://127.0.0.1:${listenOn}/api/payments/adyen/webhook` };
}

/** Checkout addresses per market, valid for the market's postal-code rule. */
export const ADDRESSES = {
  NL: { country: 'NL', firstName: 'Sanne', lastName: 'de Vries', streetName: 'Damrak', streetNumber: '1', postalCode: '1012 LG', city: 'Amsterdam', email: 'sanne@example.nl' },
  PT: { country: 'PT', firstName: 'Inês', lastName: 'Silva', streetName: 'Rua Augusta', streetNumber: '10', postalCode: '1100-053', city: 'Lisboa', email: 'ines@example.pt' },
  DE: { country: 'DE', firstName: 'Jonas', lastName: 'Weber', streetName: 'Unter den Linden', streetNumber: '5', postalCode: '10117', city: 'Berlin', email: 'jonas@example.de' },
} as const satisfies Record<string, BaseAddress>;

export const ref = (cart: Cart) => ({ id: cart.id, version: cart.version });

/** A shopper of the market with a cart of `lines`, e-mail and addresses filled in. */
export async function shopperReadyToPay(
  app: NestFastifyApplication, country: keyof typeof ADDRESSES, lines: Record<string, number>, billing: Partial<BaseAddress> = {},
): Promise<{ shopper: Shopper; cart: Cart; host: string }> {
  const host = `${country.toLowerCase()}.localhost`;
  const shopper = new Shopper(app);
  let cart: Cart | undefined;
  for (const [sku, quantity] of Object.entries(lines)) {
    cart = (await shopper.call('addToCart', [cart ? ref(cart) : {}, { sku, quantity }], 200, host)).body.cart as Cart;
  }
  const address = { ...ADDRESSES[country], ...billing };
  const filled = await fillContactDetails(app, cart!, { email: address.email, billing: address, shipping: ADDRESSES[country] });
  return { shopper, cart: filled, host };
}

/** The shop's return URL as the storefront builds it for a market. */
export const returnUrlOf = (host: string) => `http://${host}:3000/checkout/adyen-return`;
export const originOf = (host: string) => `http://${host}:3000`;
