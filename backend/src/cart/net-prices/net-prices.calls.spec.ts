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
import { guaranteeSkus, type GuaranteeSkus } from '../guarantee-seed.fixture.js';
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
  /** A parcel product whose AT price stays under the 59 € free-shipping threshold: its cart pays shipping. */
  let small: string;
  let guarantees: GuaranteeSkus;
  beforeAll(async () => {
    const viesUrl = await vies.start();
    const seed = generateSeed();
    skus = checkoutSkus(seed);
    guarantees = guaranteeSkus(seed);
    const stocked = new Set(seed.inventory.filter((entry) => !entry.supplyChannel && entry.quantityOnStock >= 25).map((entry) => entry.sku));
    small = seed.products.filter((product) => product.publish === true && product.productType.key === 'standard_product')
      .map((product) => product.masterVariant!)
      .find((variant) => stocked.has(variant.sku!) && variant.attributes?.find((attribute) => attribute.name === 'isPackageTypeFreight')?.value !== true
        && (variant.prices ?? []).some((price) => price.country === 'AT' && (price.value.centAmount ?? Infinity) < 4_000))!.sku!;
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

  describe('the NET amounts: each gross amount (line, shipping, COD fee) without the 20 % AT VAT it includes', () => {
    // By hand, independent of the code under test: AT's 20 % is included in the gross price, so
    // net = gross / 1.2 to the cent, halves up (e.g. 1 200,00 € → 1 000,00 €).
    const netAt20 = (gross: number) => Math.round((gross * 10) / 12);
    const unitOf = (line: Cart['lineItems'][number]) => (line.price.discounted?.value ?? line.price.value).centAmount;
    const shippingOf = (cart: Cart) => cart.shippingInfo?.price.centAmount ?? 0;
    /** AT's parcel shipping is free from 59 € of goods (domain's threshold; a NET cart's goods are net). */
    const netShipping = (goods: number, grossShipping: number) => (goods >= 5_900 ? 0 : netAt20(grossShipping));
    /** A private buyer's GROSS cart: the platform's own prices, the rate AT's 20 % included. */
    const grossCart = async () => {
      const shopper = new Shopper(app);
      const cart = (await shopper.call('addToCart', [{}, { sku: small, quantity: 1 }], 200, AT)).body.cart as Cart;
      const gross = await saveAddresses(shopper, cart, VIENNA, VIENNA, AT);
      expect(gross.taxMode).toBe('Platform');
      expect(gross.lineItems[0]!.taxRate).toMatchObject({ amount: 0.2, includedInPrice: true });
      expect(shippingOf(gross)).toBeGreaterThan(0);
      return { shopper, gross };
    };
    /** The platform's gross unit price of the accessory in AT, from another shopper's GROSS cart. */
    const accessoryGrossUnit = async () => {
      const shopper = new Shopper(app);
      const cart = (await shopper.call('addToCart', [{}, { sku: skus.accessory, quantity: 1 }], 200, AT)).body.cart as Cart;
      return unitOf(cart.lineItems[0]!);
    };

    it('a validated VAT ID turns the line into its net price; a quantity change and an added line stay net; tax 0', async () => {
      const { shopper, gross } = await grossCart();
      const grossUnit = unitOf(gross.lineItems[0]!);
      const net = await saveAddresses(shopper, gross, company(VIENNA, VALID_AT), VIENNA, AT);
      isTaxFree(net);
      expect(net.lineItems[0]!.price.value.centAmount).toBe(netAt20(grossUnit));
      expect(net.lineItems[0]!.totalPrice.centAmount).toBe(netAt20(grossUnit));
      expect(shippingOf(net)).toBe(netAt20(shippingOf(gross)));
      expect(net.totalPrice.centAmount).toBe(netAt20(grossUnit) + netAt20(shippingOf(gross)));

      const two = await update(shopper, net, [{ action: 'changeLineItemQuantity', lineItemId: net.lineItems[0]!.id, quantity: 2 }], AT);
      isTaxFree(two);
      expect(two.lineItems[0]!.totalPrice.centAmount).toBe(2 * netAt20(grossUnit));
      expect(two.totalPrice.centAmount).toBe(2 * netAt20(grossUnit) + netShipping(2 * netAt20(grossUnit), shippingOf(gross)));

      const accessoryGross = await accessoryGrossUnit();
      const more = (await shopper.call('addToCart', [ref(two), { sku: skus.accessory, quantity: 1 }], 200, AT)).body.cart as Cart;
      isTaxFree(more);
      const accessory = more.lineItems.find((line) => line.variant.sku === skus.accessory)!;
      expect(accessory.price.value.centAmount).toBe(netAt20(accessoryGross));
      const goods = 2 * netAt20(grossUnit) + netAt20(accessoryGross);
      expect(more.totalPrice.centAmount).toBe(goods + netShipping(goods, shippingOf(gross)));
    });

    it('adding a SKU the NET cart holds raises its net line rather than adding a second one', async () => {
      const { shopper, gross } = await grossCart();
      const grossUnit = unitOf(gross.lineItems[0]!);
      const net = await saveAddresses(shopper, gross, company(VIENNA, VALID_AT), VIENNA, AT);
      const again = (await shopper.call('addToCart', [ref(net), { sku: small, quantity: 2 }], 200, AT)).body.cart as Cart;
      isTaxFree(again);
      expect(again.lineItems).toHaveLength(1);
      expect(again.lineItems[0]).toMatchObject({ id: net.lineItems[0]!.id, quantity: 3 });
      expect(again.lineItems[0]!.price.value.centAmount).toBe(netAt20(grossUnit));
    });

    it("an extra guarantee of a NET line is its share of the line's NET price; back to GROSS, of the gross price again", async () => {
      // By hand: the +1 year guarantee is 5 % of the covered unit, halves to even (domain's guarantee price rule).
      const fivePercent = (unit: number) => {
        const whole = Math.floor((unit * 5) / 100);
        const rest = (unit * 5) % 100;
        return rest > 50 || (rest === 50 && whole % 2 === 1) ? whole + 1 : whole;
      };
      const shopper = new Shopper(app);
      const cart = (await shopper.call('addToCart', [{}, { sku: guarantees.ownBrand, quantity: 1 }], 200, AT)).body.cart as Cart;
      const withGuarantee = await update(shopper, cart, [{
        action: 'addLineItem', sku: guarantees.oneYear.sku, custom: { type: { typeId: 'type', key: 'line-item-fields' }, fields: { parentSku: guarantees.ownBrand } },
      }], AT);
      const gross = await saveAddresses(shopper, withGuarantee, VIENNA, VIENNA, AT);
      const parentOf = (c: Cart) => c.lineItems.find((line) => line.variant.sku === guarantees.ownBrand)!;
      const guaranteeOf = (c: Cart) => c.lineItems.find((line) => line.variant.sku === guarantees.oneYear.sku)!;
      const grossUnit = unitOf(parentOf(gross));
      expect(guarantees.oneYear.ratePercent).toBe(5);
      expect(guaranteeOf(gross).price.value.centAmount).toBe(fivePercent(grossUnit));

      const net = await saveAddresses(shopper, gross, company(VIENNA, VALID_AT), VIENNA, AT);
      isTaxFree(net);
      expect(parentOf(net).price.value.centAmount).toBe(netAt20(grossUnit));
      expect(guaranteeOf(net).price.value.centAmount).toBe(fivePercent(netAt20(grossUnit)));

      const back = await saveAddresses(shopper, net, VIENNA, VIENNA, AT);
      expect(unitOf(parentOf(back))).toBe(grossUnit);
      expect(guaranteeOf(back).price.value.centAmount).toBe(fivePercent(grossUnit));
      expect(back.totalPrice.centAmount).toBe(gross.totalPrice.centAmount);
    });

    it('clearing the VAT ID restores the exact gross amounts and their VAT', async () => {
      const { shopper, gross } = await grossCart();
      const net = (await shopper.call('applyVatId', [ref(gross), { vatId: VALID_AT, company: 'Huber GmbH' }], 200, AT)).body.cart as Cart;
      isTaxFree(net);
      expect(net.lineItems[0]!.price.value.centAmount).toBe(netAt20(unitOf(gross.lineItems[0]!)));
      const back = (await shopper.call('applyVatId', [ref(net), { vatId: '' }], 200, AT)).body.cart as Cart;
      expect(back.taxMode).toBe('Platform');
      expect(back.lineItems[0]!.priceMode).toBe('Platform');
      expect(unitOf(back.lineItems[0]!)).toBe(unitOf(gross.lineItems[0]!));
      expect(shippingOf(back)).toBe(shippingOf(gross));
      expect(back.totalPrice.centAmount).toBe(gross.totalPrice.centAmount);
      expect(back.taxedPrice?.totalTax?.centAmount).toBe(gross.taxedPrice?.totalTax?.centAmount);
    });

    it('the COD fee line of a NET cart is the net of the store fee', async () => {
      const { shopper: grossShopper, gross } = await grossCart();
      const grossFee = ((await grossShopper.call('createCodPayment', [ref(gross)], 200, AT)).body.cart as Cart).customLineItems[0]!.money.centAmount;
      const { shopper, gross: other } = await grossCart();
      const net = await saveAddresses(shopper, other, company(VIENNA, VALID_AT), VIENNA, AT);
      const withFee = (await shopper.call('createCodPayment', [ref(net)], 200, AT)).body.cart as Cart;
      isTaxFree(withFee);
      expect(withFee.customLineItems[0]!.totalPrice.centAmount).toBe(netAt20(grossFee));
      expect(withFee.totalPrice.centAmount).toBe(netAt20(unitOf(gross.lineItems[0]!)) + netAt20(grossFee) + netAt20(shippingOf(gross)));
    });

    it('the order placed by bank transfer from a NET cart carries the net total and tax 0 (getOrders)', async () => {
      const { shopper, gross } = await grossCart();
      const net = await saveAddresses(shopper, gross, company(VIENNA, VALID_AT), VIENNA, AT);
      const paid = (await shopper.call('createBankPayment', [ref(net)], 200, AT)).body.cart as Cart;
      const { order } = (await shopper.call('createOrder', [ref(paid)], 200, AT)).body as { order: Order };
      const shown = ((await shopper.call('getOrders', [{ id: order.id }], 200, AT)).body.me.orders.results as Order[])[0]!;
      expect(shown.lineItems[0]!.price.value.centAmount).toBe(netAt20(unitOf(gross.lineItems[0]!)));
      expect(shown.shippingInfo?.price.centAmount).toBe(netAt20(shippingOf(gross)));
      expect(shown.totalPrice.centAmount).toBe(netAt20(unitOf(gross.lineItems[0]!)) + netAt20(shippingOf(gross)));
      expect(shown.taxedPrice?.totalGross.centAmount).toBe(shown.totalPrice.centAmount);
      expect(shown.taxedPrice?.totalTax?.centAmount).toBe(0);
    });
  });
});
