import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { Cart, ShippingMethod } from '@commercetools/platform-sdk';
import { MAX_CART_QUANTITY_PER_PRODUCT, MAX_QUANTITY_MESSAGE } from '@shop/domain';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import { createTestApp } from '../../test/test-app.js';
import { cartApi } from './cart-api.fixture.js';
import { cartSkus, type CartSkus } from './cart-seed.fixture.js';
import { MAX_CART_UPDATE_ACTIONS } from './cart-update/cart-action-names.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

const LARGE_STOCK = 5000;

describe('updateCart: the generic cart update (real Nest app, embedded engine, full demo seed)', () => {
  let app: INestApplication;
  let commerce: CommercePort;
  let skus: CartSkus;
  beforeAll(async () => {
    const seed = generateSeed();
    skus = cartSkus(seed);
    // One product with more stock than the cart maximum, so the 1000 cap is what stops an add.
    app = await createTestApp({
      ...seed,
      inventory: seed.inventory.map((entry) => (entry.sku === skus.other && !entry.supplyChannel ? { ...entry, quantityOnStock: LARGE_STOCK } : entry)),
    });
    commerce = app.get<CommercePort>(COMMERCE_PORT);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app?.close());

  const { shopper, call, ref, add, update, lineOf } = cartApi(() => app);
  const methodNamed = async (name: string): Promise<ShippingMethod> =>
    (await commerce.catalogue.shippingMethods()).find((method) => method.name === name)!;

  describe('line items', () => {
    it('adds, changes and removes lines in one batch, in order', async () => {
      const agent = shopper();
      const cart = await add(agent, skus.parcel, 1);
      const line = lineOf(cart, skus.parcel)!;
      const updated = await update(agent, cart, [
        { action: 'addLineItem', sku: skus.other, quantity: 2 },
        { action: 'changeLineItemQuantity', lineItemId: line.id, quantity: 3 },
        { action: 'addLineItem', sku: skus.other },
      ]);
      expect(updated.lineItems.map((item) => [item.variant.sku, item.quantity])).toEqual([[skus.parcel, 3], [skus.other, 3]]);
      const other = lineOf(updated, skus.other)!;
      const less = await update(agent, updated, [{ action: 'removeLineItem', lineItemId: other.id, quantity: 2 }]);
      expect(lineOf(less, skus.other)?.quantity).toBe(1);
      const removed = await update(agent, less, [
        { action: 'removeLineItem', lineItemId: other.id },
        { action: 'changeLineItemQuantity', lineItemId: line.id, quantity: 0 },
      ]);
      expect(removed.lineItems).toEqual([]);
    });

    it('caps an add and a raise at the stock, and refuses with the spec message once nothing more fits', async () => {
      const agent = shopper();
      const cart = await add(agent, skus.parcel, 1);
      const capped = await update(agent, cart, [{ action: 'addLineItem', sku: skus.parcel, quantity: skus.parcelStock + 50 }]);
      expect(lineOf(capped, skus.parcel)?.quantity).toBe(skus.parcelStock);
      const full = await call(agent, 'updateCart', [ref(capped), { actions: [{ action: 'addLineItem', sku: skus.parcel }] }]).expect(400);
      expect(full.body).toEqual({ statusCode: 400, message: MAX_QUANTITY_MESSAGE });
      const line = lineOf(capped, skus.parcel)!;
      const raise = await call(agent, 'updateCart', [ref(capped), { actions: [{ action: 'changeLineItemQuantity', lineItemId: line.id, quantity: skus.parcelStock + 1 }] }]).expect(400);
      expect(raise.body.message).toBe(MAX_QUANTITY_MESSAGE);

      const lowered = await update(agent, capped, [{ action: 'changeLineItemQuantity', lineItemId: line.id, quantity: 2 }]);
      const raised = await update(agent, lowered, [{ action: 'changeLineItemQuantity', lineItemId: line.id, quantity: skus.parcelStock + 9 }]);
      expect(lineOf(raised, skus.parcel)?.quantity).toBe(skus.parcelStock);
    });

    it('caps at the cart maximum of 1000 when the stock is larger', async () => {
      const agent = shopper();
      const cart = await add(agent, skus.other, 1);
      const capped = await update(agent, cart, [{ action: 'addLineItem', sku: skus.other, quantity: LARGE_STOCK }]);
      const line = lineOf(capped, skus.other)!;
      expect(line.quantity).toBe(MAX_CART_QUANTITY_PER_PRODUCT);
      const full = await call(agent, 'updateCart', [ref(capped), { actions: [{ action: 'changeLineItemQuantity', lineItemId: line.id, quantity: 1001 }] }]).expect(400);
      expect(full.body.message).toBe(MAX_QUANTITY_MESSAGE);
    });

    it('refuses a SKU not sold in the market, a virtual SKU without its parent and an unknown line, naming the action', async () => {
      const agent = shopper();
      const cart = await add(agent, skus.parcel, 1);
      const cases: [unknown, string][] = [
        [{ action: 'addLineItem', sku: 'EX10999999' }, "payload[1].actions[1]: No product with SKU 'EX10999999' is sold in this market"],
        [{ action: 'addLineItem', sku: '4100010' }, "payload[1].actions[1]: '4100010' is an extra guarantee"],
        [{ action: 'removeLineItem', lineItemId: 'nope' }, "payload[1].actions[1]: The cart has no line item 'nope'"],
        [{ action: 'changeLineItemQuantity', lineItemId: 'nope', quantity: 1 }, "payload[1].actions[1]: The cart has no line item 'nope'"],
      ];
      for (const [action, message] of cases) {
        const response = await call(agent, 'updateCart', [ref(cart), { actions: [{ action: 'recalculate' }, action] }]).expect(400);
        expect(response.body.message).toContain(message);
      }
      const mine = (await call(agent, 'getMyCart', []).expect(200)).body.cart as Cart;
      expect(mine.version).toBe(cart.version);
    });
  });

  describe('discount codes, e-mail, recalculate', () => {
    it('adds and removes a discount code; an unknown code is the platform 400', async () => {
      const agent = shopper();
      const cart = await add(agent, skus.parcel, 1);
      const applied = await update(agent, cart, [{ action: 'addDiscountCode', code: 'WELCOME10' }]);
      expect(applied.discountCodes).toHaveLength(1);
      expect(applied.totalPrice.centAmount).toBeLessThan(cart.totalPrice.centAmount);
      const id = applied.discountCodes[0]!.discountCode.id;
      const removed = await update(agent, applied, [{ action: 'removeDiscountCode', discountCode: { typeId: 'discount-code', id } }]);
      expect(removed.discountCodes).toEqual([]);
      expect(removed.totalPrice.centAmount).toBe(cart.totalPrice.centAmount);
      const unknown = await call(agent, 'updateCart', [ref(removed), { actions: [{ action: 'addDiscountCode', code: 'NOPE' }] }]).expect(400);
      expect(unknown.body.code).toBe('DiscountCodeNonApplicable');
    });

    it('sets the customer e-mail, and refuses one that is no e-mail address', async () => {
      const agent = shopper();
      const cart = await add(agent, skus.parcel, 1);
      expect((await update(agent, cart, [{ action: 'setCustomerEmail', email: 'jana@example.sk' }])).customerEmail).toBe('jana@example.sk');
      const bad = await call(agent, 'updateCart', [ref(cart), { actions: [{ action: 'setCustomerEmail', email: 'jana@example' }] }]).expect(400);
      expect(bad.body.message).toContain('payload[1].actions[0].email must be an e-mail address');
    });

    it('recalculates, with or without refreshing the product data', async () => {
      const agent = shopper();
      const cart = await add(agent, skus.parcel, 2);
      const again = await update(agent, cart, [{ action: 'recalculate', updateProductData: true }, { action: 'recalculate' }]);
      expect(again.totalPrice).toEqual(cart.totalPrice);
      expect(lineOf(again, skus.parcel)?.variant.sku).toBe(skus.parcel);
    });
  });

  describe('shipping method: the default is restored after every update', () => {
    it('keeps the default parcel method when it is set, and restores it after null or a method that is not the first match', async () => {
      const agent = shopper();
      const cart = await add(agent, skus.parcel, 1);
      const [parcel, freight] = [await methodNamed('Parcel'), await methodNamed('Freight')];
      const kept = await update(agent, cart, [{ action: 'setShippingMethod', shippingMethod: { typeId: 'shipping-method', id: parcel.id } }]);
      expect(kept.shippingInfo).toMatchObject({ shippingMethodName: 'Parcel', shippingMethodState: 'MatchesCart' });
      for (const shippingMethod of [null, undefined, { id: freight.id }]) {
        const action = shippingMethod === undefined ? { action: 'setShippingMethod' } : { action: 'setShippingMethod', shippingMethod };
        const restored = await update(agent, kept, [action]);
        expect(restored.shippingInfo).toMatchObject({ shippingMethod: { id: parcel.id }, shippingMethodName: 'Parcel', shippingMethodState: 'MatchesCart' });
      }
    });

    it('restores freight when a freight line is in the cart and parcel is set', async () => {
      const agent = shopper();
      const cart = await add(agent, skus.freight, 1);
      expect(cart.shippingInfo?.shippingMethodName).toBe('Freight');
      const parcel = await methodNamed('Parcel');
      const restored = await update(agent, cart, [{ action: 'setShippingMethod', shippingMethod: { id: parcel.id } }]);
      expect(restored.shippingInfo).toMatchObject({ shippingMethodName: 'Freight', shippingMethodState: 'MatchesCart' });
    });

    it('switches to freight when the batch adds a freight line, and refuses an unknown method', async () => {
      const agent = shopper();
      const cart = await add(agent, skus.parcel, 1);
      const withFreight = await update(agent, cart, [{ action: 'addLineItem', sku: skus.freight }]);
      expect(withFreight.shippingInfo).toMatchObject({ shippingMethodName: 'Freight', shippingMethodState: 'MatchesCart' });
      const unknown = await call(agent, 'updateCart', [ref(withFreight), { actions: [{ action: 'setShippingMethod', shippingMethod: { id: 'nope' } }] }]).expect(400);
      expect(unknown.body.code).toBe('ReferencedResourceNotFound');
    });
  });

  describe('custom type and the COD fee', () => {
    const codFee = { type: 'centPrecision', currencyCode: 'EUR', centAmount: 250, fractionDigits: 2 };

    it("sets the shop's cart type, and never lets the client set or wipe calculatedCodFee", async () => {
      const agent = shopper();
      const cart = await add(agent, skus.parcel, 1);
      const typed = await update(agent, cart, [{ action: 'setCustomType', type: { typeId: 'type', key: 'cart-fields' } }]);
      expect(typed.custom).toMatchObject({ type: { key: 'cart-fields' }, fields: {} });

      const setByClient = await call(agent, 'updateCart', [ref(typed), { actions: [{ action: 'setCustomType', type: { key: 'cart-fields' }, fields: { calculatedCodFee: codFee } }] }]).expect(400);
      expect(setByClient.body.message).toContain("payload[1].actions[0].fields.calculatedCodFee is set by the checkout's cash-on-delivery payment, not by the client");
      const otherField = await call(agent, 'updateCart', [ref(typed), { actions: [{ action: 'setCustomType', type: { key: 'cart-fields' }, fields: { note: 'x' } }] }]).expect(400);
      expect(otherField.body.message).toContain('property payload[1].actions[0].fields.note should not exist');
      const otherType = await call(agent, 'updateCart', [ref(typed), { actions: [{ action: 'setCustomType', type: { key: 'customer-fields' } }] }]).expect(400);
      expect(otherType.body.message).toContain('payload[1].actions[0].type.key must be one of the following values: cart-fields');

      // The checkout's COD payment sets the fee (through the port, as the checkout module does).
      const withFee = await commerce.carts.update(typed.id, typed.version, [{ action: 'setCustomField', name: 'calculatedCodFee', value: codFee }], 'ex-sk');
      const again = await update(agent, withFee, [{ action: 'setCustomType', type: { key: 'cart-fields' } }]);
      expect(again.custom?.fields).toEqual({ calculatedCodFee: codFee });
    });
  });

  describe('addPayment', () => {
    const paymentFor = (owner: { anonymousId?: string; customerId?: string }, currencyCode = 'EUR') =>
      commerce.payments.create({
        amountPlanned: { currencyCode, centAmount: 1000 },
        ...(owner.anonymousId !== undefined ? { anonymousId: owner.anonymousId } : {}),
        paymentMethodInfo: { method: 'cod', paymentInterface: 'shop' },
      });

    it("attaches a payment of the cart's shopper, and refuses another shopper's, an unknown one and one in another currency", async () => {
      const agent = shopper();
      const cart = await add(agent, skus.parcel, 1);
      const mine = await paymentFor({ anonymousId: cart.anonymousId! });
      const paid = await update(agent, cart, [{ action: 'addPayment', payment: { typeId: 'payment', id: mine.id } }]);
      expect(paid.paymentInfo?.payments).toEqual([{ typeId: 'payment', id: mine.id }]);

      const strangers = await paymentFor({ anonymousId: 'someone-else' });
      const orphan = await paymentFor({});
      const czk = await paymentFor({ anonymousId: cart.anonymousId! }, 'CZK');
      for (const [id, message] of [
        [strangers.id, `The shopper has no payment '${strangers.id}'`],
        [orphan.id, `The shopper has no payment '${orphan.id}'`],
        ['no-such-payment', "The shopper has no payment 'no-such-payment'"],
        [czk.id, `The payment '${czk.id}' is in CZK, the cart in EUR`],
      ] as const) {
        const refused = await call(agent, 'updateCart', [ref(paid), { actions: [{ action: 'addPayment', payment: { id } }] }]).expect(400);
        expect(refused.body.message).toBe(`payload[1].actions[0]: ${message}`);
      }
    });
  });

  describe('the cart, its version and its owner', () => {
    it('retries a stale version once, transparently', async () => {
      const agent = shopper();
      const first = await add(agent, skus.parcel, 1);
      const second = await add(agent, skus.parcel, 1, first);
      expect(second.version).toBeGreaterThan(first.version);
      const stale = await update(agent, first, [{ action: 'setCustomerEmail', email: 'stale@example.sk' }]);
      expect(stale.customerEmail).toBe('stale@example.sk');
      expect(lineOf(stale, skus.parcel)?.quantity).toBe(2);
    });

    it("answers 404 for another shopper's cart, and leaves it unchanged", async () => {
      const owner = shopper();
      const cart = await add(owner, skus.parcel, 1);
      const stranger = shopper();
      for (const method of ['updateCart', 'updateCartItemChannel']) {
        const body = method === 'updateCart'
          ? [ref(cart), { actions: [{ action: 'setCustomerEmail', email: 'thief@example.sk' }] }]
          : [ref(cart), { sku: skus.parcel, supplyChannel: { key: 'channel-ex-sk' } }];
        const response = await call(stranger, method, body).expect(404);
        expect(response.body.code).toBe('ResourceNotFound');
      }
      const mine = (await call(owner, 'getMyCart', []).expect(200)).body.cart as Cart;
      expect(mine.version).toBe(cart.version);
      expect(mine.customerEmail).toBeUndefined();
    });

    it('answers { cart: null } once the cart has been deleted from the session', async () => {
      const agent = shopper();
      const cart = await add(agent, skus.parcel, 1);
      await commerce.carts.delete(cart.id, cart.version, 'ex-sk');
      const response = await call(agent, 'updateCart', [ref(cart), { actions: [{ action: 'recalculate' }] }]).expect(200);
      expect(response.body).toEqual({ cart: null });
    });
  });

  describe('bad payloads: 400 naming the field', () => {
    const cartRef = { id: 'c', version: 1 };
    it.each(([
      [[cartRef], 'payload[1] is required'],
      [[cartRef, {}], 'payload[1].actions must be an array'],
      [[cartRef, { actions: 'addLineItem' }], 'payload[1].actions must be an array'],
      [[cartRef, { actions: [] }], 'payload[1].actions must contain at least 1 elements'],
      [[cartRef, { actions: Array.from({ length: MAX_CART_UPDATE_ACTIONS + 1 }, () => ({ action: 'recalculate' })) }], `payload[1].actions must contain no more than ${MAX_CART_UPDATE_ACTIONS} elements`],
      [[cartRef, { actions: [{ action: 'recalculate' }, { action: 'setCountry', country: 'DE' }] }], "payload[1].actions[1].action 'setCountry' is not one of the cart update actions: addLineItem, removeLineItem"],
      [[cartRef, { actions: [{ action: 'toString' }] }], "payload[1].actions[0].action 'toString' is not one of the cart update actions"],
      [[cartRef, { actions: [{}] }], 'payload[1].actions[0].action'],
      [[cartRef, { actions: ['recalculate'] }], 'payload[1].actions'],
      [[cartRef, { actions: [{ action: 'addLineItem', sku: 'EX10000001', quantity: '2' }] }], 'payload[1].actions[0].quantity must be an integer number'],
      [[cartRef, { actions: [{ action: 'addLineItem', quantity: 1 }] }], 'payload[1].actions[0].sku must be a string'],
      [[cartRef, { actions: [{ action: 'addLineItem', sku: 'EX10000001', externalPrice: { centAmount: 1, currencyCode: 'EUR' } }] }], 'property payload[1].actions[0].externalPrice should not exist'],
      [[cartRef, { actions: [{ action: 'addLineItem', sku: '4100010', custom: { type: { key: 'cart-fields' }, fields: { parentSku: 'EX10000001' } } }] }], 'payload[1].actions[0].custom.type.key must be one of the following values: line-item-fields'],
      [[cartRef, { actions: [{ action: 'addLineItem', sku: '4100010', custom: { type: { key: 'line-item-fields' }, fields: {} } }] }], 'payload[1].actions[0].custom.fields.parentSku must be a string'],
      [[cartRef, { actions: [{ action: 'changeLineItemQuantity', quantity: 1 }] }], 'payload[1].actions[0].lineItemId must be a string'],
      [[cartRef, { actions: [{ action: 'changeLineItemQuantity', lineItemId: 'l', quantity: -1 }] }], 'payload[1].actions[0].quantity must not be less than 0'],
      [[cartRef, { actions: [{ action: 'removeLineItem', lineItemId: 'l', quantity: 0 }] }], 'payload[1].actions[0].quantity must not be less than 1'],
      [[cartRef, { actions: [{ action: 'addDiscountCode', code: '' }] }], 'payload[1].actions[0].code should not be empty'],
      [[cartRef, { actions: [{ action: 'removeDiscountCode', discountCode: { typeId: 'cart', id: 'd' } }] }], 'payload[1].actions[0].discountCode.typeId must be one of the following values: discount-code'],
      [[cartRef, { actions: [{ action: 'removeDiscountCode' }] }], 'payload[1].actions[0].discountCode should not be null or undefined'],
      [[cartRef, { actions: [{ action: 'setShippingMethod', shippingMethod: { key: 'parcel' } }] }], 'property payload[1].actions[0].shippingMethod.key should not exist'],
      [[cartRef, { actions: [{ action: 'setBillingAddress', address: { country: 'sk', postalCode: '83101' } }] }], 'payload[1].actions[0].address.country must be a two-letter country code in capitals'],
      [[cartRef, { actions: [{ action: 'setShippingAddress' }] }], 'payload[1].actions[0].address should not be null or undefined'],
      [[cartRef, { actions: [{ action: 'setShippingAddress', address: { country: 'SK', email: 'x' } }] }], 'payload[1].actions[0].address.email must be an e-mail address'],
      [[cartRef, { actions: [{ action: 'setCustomerEmail', email: 42 }] }], 'payload[1].actions[0].email must be a string'],
      [[cartRef, { actions: [{ action: 'addPayment', payment: { typeId: 'order', id: 'p' } }] }], 'payload[1].actions[0].payment.typeId must be one of the following values: payment'],
      [[cartRef, { actions: [{ action: 'setCustomType' }] }], 'payload[1].actions[0].type should not be null or undefined'],
      [[cartRef, { actions: [{ action: 'recalculate', updateProductData: 'yes' }] }], 'payload[1].actions[0].updateProductData must be a boolean value'],
      [[{ id: 'c' }, { actions: [{ action: 'recalculate' }] }], 'payload[0].version must be an integer number'],
    ] as [unknown[], string][]).map(([body, message]) => ({ body, message })))('400: $message', async ({ body, message }) => {
      const response = await call(shopper(), 'updateCart', body).expect(400);
      expect(response.body.message).toContain(message);
    });
  });
});
