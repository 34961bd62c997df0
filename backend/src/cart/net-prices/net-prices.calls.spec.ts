import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { Test } from '@nestjs/testing';
import type { INestApplication } from '@nestjs/common';
import type { Cart, Order } from '@commercetools/platform-sdk';
import { AppModule } from '../../app.module.js';
import { ACTIVE_COMMERCE } from '../../commerce/commerce.providers.js';
import { embeddedCommerce } from '../../commerce/embedded/embedded-commerce.js';
import { generateSeed } from '../../commerce/seed/generate-seed.js';
import { checkoutSkus, Shopper, type CheckoutSkus } from '../../checkout/checkout-shop.fixture.js';
import { VAT_CONFIG } from '../../vat/vat-config.js';
import { FakeVies } from '../../../test/fake-vat/fake-vies.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../../test/load-timeouts.js';
import { shopTestApp } from '../../../test/shop-test-app.js';

const AT = 'at.localhost';
const DE = 'de.localhost';
const VALID_AT = 'ATU11111111';
const INVALID_AT = 'ATU22222222';
const VALID_DE = 'DE111111111';
const VIENNA = {
  country: 'AT', firstName: 'Anna', lastName: 'Huber', streetName: 'Ringstraße', streetNumber: '1', postalCode: '1010', city: 'Wien',
  phone: '+43 1 234 5678', email: 'anna@example.at',
};
const BERLIN = { ...VIENNA, country: 'DE', postalCode: '10115', city: 'Berlin', email: 'anna@example.de' };
const company = (address: typeof VIENNA, fax: string) => ({ ...address, company: 'Huber GmbH', fax });

describe('NET prices for a company whose VAT ID the shop validated (issue 20; real Nest app, embedded engine, fake VIES)', () => {
  const vies = new FakeVies();
  let app: INestApplication;
  let skus: CheckoutSkus;
  beforeAll(async () => {
    const viesUrl = await vies.start();
    const seed = generateSeed();
    skus = checkoutSkus(seed);
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
      .overrideProvider(ACTIVE_COMMERCE)
      .useFactory({ factory: () => ({ kind: 'embedded', port: embeddedCommerce({ file: ':memory:', seed: () => seed }), seed: () => seed }) })
      .overrideProvider(VAT_CONFIG)
      .useValue({ validators: ['vies'], viesUrl, bzstUrl: viesUrl, timeoutMs: 2000 })
      .compile();
    app = await shopTestApp(moduleRef);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await vies.stop();
  });
  beforeEach(() => {
    vies.behaviours.clear();
    vies.behaviours.set(VALID_AT, 'valid');
    vies.behaviours.set(VALID_DE, 'valid');
  });

  const ref = (cart: Cart) => ({ id: cart.id, version: cart.version });
  const withLine = async (host: string): Promise<{ shopper: Shopper; cart: Cart }> => {
    const shopper = new Shopper(app);
    const cart = (await shopper.call('addToCart', [{}, { sku: skus.cheap, quantity: 1 }], 200, host)).body.cart as Cart;
    return { shopper, cart };
  };
  const update = async (shopper: Shopper, cart: Cart, actions: unknown[], host: string): Promise<Cart> =>
    (await shopper.call('updateCart', [ref(cart), { actions }], 200, host)).body.cart as Cart;
  const saveAddresses = (shopper: Shopper, cart: Cart, billing: object, shipping: object, host: string) => update(shopper, cart, [
    { action: 'setCustomerEmail', email: 'anna@example.at' },
    { action: 'setBillingAddress', address: billing },
    { action: 'setShippingAddress', address: shipping },
  ], host);
  const isTaxFree = (cart: Cart) => {
    expect(cart.taxMode).toBe('External');
    const items = [...cart.lineItems, ...cart.customLineItems, ...(cart.shippingInfo ? [cart.shippingInfo] : [])];
    for (const item of items) expect(item.taxRate).toMatchObject({ amount: 0, name: expect.stringContaining('Reverse charge') });
    expect(cart.taxedPrice?.totalTax?.centAmount).toBe(0);
    expect(cart.taxedPrice?.totalGross.centAmount).toBe(cart.totalPrice.centAmount);
  };
  const taxOf = (cart: Cart) => cart.taxedPrice?.totalTax?.centAmount ?? 0;

  it('an Austrian company with a VAT ID VIES confirms gets its cart tax-free: every line and the shipping at 0 % with the reason', async () => {
    const { shopper, cart } = await withLine(AT);
    const net = await saveAddresses(shopper, cart, company(VIENNA, VALID_AT), VIENNA, AT);
    isTaxFree(net);
    expect(net.shippingInfo).toBeDefined();
    expect(vies.received.some((received) => (received.body as Record<string, unknown>)['vatNumber'] === 'U11111111')).toBe(true);
  });

  it('a line added to a NET cart is NET too, in the same answer', async () => {
    const { shopper, cart } = await withLine(AT);
    const net = await saveAddresses(shopper, cart, company(VIENNA, VALID_AT), VIENNA, AT);
    const more = (await shopper.call('addToCart', [ref(net), { sku: skus.accessory, quantity: 2 }], 200, AT)).body.cart as Cart;
    expect(more.lineItems).toHaveLength(2);
    isTaxFree(more);
  });

  it('back to GROSS when the company becomes private, the VAT number changes to one not confirmed, or is removed', async () => {
    const { shopper, cart } = await withLine(AT);
    const net = await saveAddresses(shopper, cart, company(VIENNA, VALID_AT), VIENNA, AT);
    isTaxFree(net);
    const privateBuyer = await saveAddresses(shopper, net, VIENNA, VIENNA, AT);
    expect(privateBuyer.taxMode).toBe('Platform');
    expect(taxOf(privateBuyer)).toBeGreaterThan(0);
    const netAgain = await saveAddresses(shopper, privateBuyer, company(VIENNA, VALID_AT), VIENNA, AT);
    isTaxFree(netAgain);
    const invalid = await saveAddresses(shopper, netAgain, company(VIENNA, INVALID_AT), VIENNA, AT);
    expect(invalid.taxMode).toBe('Platform');
    expect(taxOf(invalid)).toBeGreaterThan(0);
  });

  it('the server decides from its own validation: a number the validator cannot confirm (down) stays GROSS', async () => {
    vies.behaviours.set('ATU33333333', 'server-error');
    const { shopper, cart } = await withLine(AT);
    const gross = await saveAddresses(shopper, cart, company(VIENNA, 'ATU33333333'), VIENNA, AT);
    expect(gross.taxMode).toBe('Platform');
    expect(taxOf(gross)).toBeGreaterThan(0);
  });

  it("a company of the shop's own registration country (Germany) pays GROSS even with a valid VAT ID", async () => {
    const { shopper, cart } = await withLine(DE);
    const gross = await saveAddresses(shopper, cart, company(BERLIN, VALID_DE), BERLIN, DE);
    expect(gross.taxMode).toBe('Platform');
    expect(taxOf(gross)).toBeGreaterThan(0);
  });

  it('applyVatId: the VAT ID on a cart without a billing address yet makes it NET at once; an empty one makes it GROSS again', async () => {
    const { shopper, cart } = await withLine(AT);
    const net = (await shopper.call('applyVatId', [ref(cart), { vatId: VALID_AT, company: 'Huber GmbH' }], 200, AT)).body.cart as Cart;
    isTaxFree(net);
    expect(net.billingAddress).toMatchObject({ country: 'AT', company: 'Huber GmbH', fax: VALID_AT });
    const gross = (await shopper.call('applyVatId', [ref(net), { vatId: '' }], 200, AT)).body.cart as Cart;
    expect(gross.taxMode).toBe('Platform');
    expect(gross.billingAddress?.fax).toBeUndefined();
  });

  it('applyVatId: a number the validator does not confirm leaves the cart GROSS; bad input is a 400 naming the field', async () => {
    const { shopper, cart } = await withLine(AT);
    const gross = (await shopper.call('applyVatId', [ref(cart), { vatId: INVALID_AT, company: 'Huber GmbH' }], 200, AT)).body.cart as Cart;
    expect(gross.taxMode).toBe('Platform');
    const refused = await shopper.call('applyVatId', [ref(gross), { vatId: 'X'.repeat(51) }], 400, AT);
    expect(JSON.stringify(refused.body)).toContain('vatId');
  });

  it('the COD fee line added to a NET cart is at 0 % too', async () => {
    const { shopper, cart } = await withLine(AT);
    const net = await saveAddresses(shopper, cart, company(VIENNA, VALID_AT), VIENNA, AT);
    const withFee = (await shopper.call('createCodPayment', [ref(net)], 200, AT)).body.cart as Cart;
    expect(withFee.customLineItems).toHaveLength(1);
    isTaxFree(withFee);
  });

  it('the order placed by bank transfer carries tax 0, the reason and the VAT number (getOrders)', async () => {
    const { shopper, cart } = await withLine(AT);
    const net = await saveAddresses(shopper, cart, company(VIENNA, VALID_AT), VIENNA, AT);
    const paid = (await shopper.call('createBankPayment', [ref(net)], 200, AT)).body.cart as Cart;
    isTaxFree(paid);
    const { order } = (await shopper.call('createOrder', [ref(paid)], 200, AT)).body as { order: Order };
    const shown = ((await shopper.call('getOrders', [{ id: order.id }], 200, AT)).body.me.orders.results as Order[])[0]!;
    expect(shown.taxMode).toBe('External');
    expect(shown.taxedPrice?.totalTax?.centAmount).toBe(0);
    expect(shown.lineItems[0]?.taxRate).toMatchObject({ amount: 0, name: expect.stringContaining('Reverse charge') });
    expect(shown.billingAddress).toMatchObject({ company: 'Huber GmbH', fax: VALID_AT });
  });
});
