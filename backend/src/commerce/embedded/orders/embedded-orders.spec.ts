import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Cart, Order, OrderFromCartDraft } from '@commercetools/platform-sdk';
import { CommerceError } from '../../port/commerce-error.js';
import { withoutExpansions } from '../carts/cart-expansion.js';
import { RESOURCE } from '../catalogue/resource-types.js';
import { checkoutCart, STORE_KEY, testEngine, type TestEngine } from './order-engine.fixture.js';

const draftFor = (cart: Cart, extra: Partial<OrderFromCartDraft> = {}): OrderFromCartDraft =>
  ({ cart: { typeId: 'cart', id: cart.id }, version: cart.version, ...extra });

async function failure(promise: Promise<unknown>): Promise<CommerceError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(CommerceError);
    return error as CommerceError;
  }
  throw new Error('expected a CommerceError, got success');
}

describe('EmbeddedOrders.createFromCart: an order from a cart, exactly once', () => {
  let engine: TestEngine;
  beforeEach(() => { engine = testEngine(); });
  afterEach(() => engine.close());

  it('snapshots the priced cart into an Open order and marks the cart Ordered', async () => {
    const payment = await engine.payments.create({
      amountPlanned: { centAmount: 69800, currencyCode: 'EUR' }, paymentMethodInfo: { paymentInterface: 'shop', method: 'cod' },
    });
    const created = await checkoutCart(engine, { customerId: 'customer-1', locale: 'sk' });
    const cart = await engine.carts.update(created.id, created.version, [{ action: 'addPayment', payment: { typeId: 'payment', id: payment.id } }], STORE_KEY);
    engine.tick();

    const order = await engine.orders.createFromCart(draftFor(cart, { orderNumber: 'SK-000001' }), STORE_KEY);

    expect(order).toMatchObject({
      version: 1, orderNumber: 'SK-000001', orderState: 'Open', cart: { typeId: 'cart', id: cart.id },
      syncInfo: [], returnInfo: [], lastMessageSequenceNumber: 1,
      createdAt: '2026-03-01T09:01:00.000Z', lastModifiedAt: '2026-03-01T09:01:00.000Z',
    });
    // Totals, taxes and shipping are the cart's, to the cent (two drills at 349.00, free parcel above 59.00).
    expect(order.totalPrice).toEqual({ type: 'centPrecision', centAmount: 69800, currencyCode: 'EUR', fractionDigits: 2 });
    expect(order.totalPrice).toEqual(cart.totalPrice);
    expect(order.taxedPrice).toEqual(cart.taxedPrice);
    expect(order.taxedPrice?.totalNet.centAmount).toBe(56748);
    expect(order.taxedShippingPrice).toEqual(cart.taxedShippingPrice);
    expect(order.shippingInfo).toEqual(cart.shippingInfo);
    // The port's carts come with their line product types expanded (cart-port.ts); orders keep the references.
    expect(order.lineItems).toEqual(withoutExpansions(cart).lineItems);
    expect(order.customLineItems).toEqual([]);
    for (const field of ['shippingAddress', 'billingAddress', 'customerEmail', 'customerId', 'store', 'country', 'locale', 'taxMode',
      'taxRoundingMode', 'taxCalculationMode', 'inventoryMode', 'origin', 'shippingMode', 'shipping', 'refusedGifts', 'discountCodes',
      'itemShippingAddresses', 'paymentInfo'] as const) {
      expect(order[field]).toEqual(cart[field]);
    }
    expect(order.paymentInfo).toEqual({ payments: [{ typeId: 'payment', id: payment.id }] });
    expect(order).not.toHaveProperty('paymentState');
    expect(order).not.toHaveProperty('shipmentState');
    expect(order).not.toHaveProperty('completedAt');
    expect(order).not.toHaveProperty('cartState');

    const ordered = await engine.carts.get(cart.id);
    expect(ordered).toMatchObject({ cartState: 'Ordered', version: cart.version + 1, lastModifiedAt: '2026-03-01T09:01:00.000Z' });
    expect(engine.store.findIds(RESOURCE.cart, 'state', 'Ordered')).toEqual([cart.id]);
    expect(await engine.orders.byId(order.id)).toEqual(order);
  });

  it('leaves an ordered cart unchangeable', async () => {
    const cart = await checkoutCart(engine);
    await engine.orders.createFromCart(draftFor(cart), STORE_KEY);
    const refused = await failure(engine.carts.update(cart.id, cart.version + 1, [{ action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]!.id, quantity: 5 }], STORE_KEY));
    expect(refused).toMatchObject({ statusCode: 400, code: 'InvalidOperation' });
  });

  it('refuses a second order for the cart, with the new or the old version, and never writes one', async () => {
    const cart = await checkoutCart(engine);
    const first = await engine.orders.createFromCart(draftFor(cart, { orderNumber: 'A-1' }), STORE_KEY);

    for (const version of [cart.version + 1, cart.version]) {
      const again = await failure(engine.orders.createFromCart(draftFor(cart, { version, orderNumber: `A-${version + 10}` }), STORE_KEY));
      expect(again.statusCode).toBe(400);
      expect(again.code).toBe('InvalidOperation');
      expect(again.message).toContain('already ordered');
    }
    expect(engine.store.count(RESOURCE.order)).toBe(1);
    expect(await engine.orders.byCart(cart.id)).toEqual(first);
    expect((await engine.carts.get(cart.id))?.version).toBe(cart.version + 1);
  });

  it('refuses even a cart rewritten to Active once an order exists for it', async () => {
    const cart = await checkoutCart(engine);
    await engine.orders.createFromCart(draftFor(cart), STORE_KEY);
    const ordered = (await engine.carts.get(cart.id))!;
    engine.carts.replace({ ...ordered, cartState: 'Active', version: ordered.version + 1 }, ordered.version);
    const again = await failure(engine.orders.createFromCart(draftFor(cart, { version: ordered.version + 1 }), STORE_KEY));
    expect(again.code).toBe('InvalidOperation');
    expect(engine.store.count(RESOURCE.order)).toBe(1);
  });

  it('refuses a stale version with ConcurrentModification and the current version, changing nothing', async () => {
    const created = await checkoutCart(engine);
    const cart = await engine.carts.update(created.id, created.version, [{ action: 'setLocale', locale: 'sk' }], STORE_KEY);
    const stale = await failure(engine.orders.createFromCart(draftFor(created), STORE_KEY));
    expect(stale).toMatchObject({ statusCode: 409, code: 'ConcurrentModification', currentVersion: cart.version });
    expect(engine.store.count(RESOURCE.order)).toBe(0);
    expect((await engine.carts.get(cart.id))?.cartState).toBe('Active');
  });

  it('finds the cart only in its own store, reporting another store as "not found in store"', async () => {
    const inStore = await checkoutCart(engine);
    const otherStore = await failure(engine.orders.createFromCart(draftFor(inStore), 'ex-cz'));
    expect(otherStore).toMatchObject({ statusCode: 404, code: 'ResourceNotFound' });
    expect(otherStore.message).toBe(`The Resource with ID '${inStore.id}' was not found in store 'ex-cz'.`);

    const storeless = await checkoutCart(engine, {}, null);
    expect((await failure(engine.orders.createFromCart(draftFor(storeless), STORE_KEY))).message).toContain('was not found in store');
    const order = await engine.orders.createFromCart(draftFor(storeless));
    expect(order).not.toHaveProperty('store');

    const missing = await failure(engine.orders.createFromCart({ cart: { typeId: 'cart', id: 'nope' }, version: 1 }));
    expect(missing).toMatchObject({ statusCode: 404, code: 'ResourceNotFound' });
    expect(await failure(engine.orders.createFromCart({ version: 1 }))).toMatchObject({ statusCode: 400, code: 'RequiredField' });
    expect(engine.store.count(RESOURCE.order)).toBe(1);
  });

  it('accepts the deprecated draft id and a cart reference by key', async () => {
    const byId = await checkoutCart(engine);
    expect((await engine.orders.createFromCart({ id: byId.id, version: byId.version }, STORE_KEY)).cart?.id).toBe(byId.id);
    const byKey = await checkoutCart(engine, { key: 'checkout-42' });
    expect((await engine.orders.createFromCart({ cart: { typeId: 'cart', key: 'checkout-42' }, version: byKey.version }, STORE_KEY)).cart?.id).toBe(byKey.id);
  });

  it('keeps order numbers unique, rolling the losing attempt back completely', async () => {
    const first = await checkoutCart(engine);
    const second = await checkoutCart(engine);
    await engine.orders.createFromCart(draftFor(first, { orderNumber: 'SK-7' }), STORE_KEY);
    const duplicate = await failure(engine.orders.createFromCart(draftFor(second, { orderNumber: 'SK-7' }), STORE_KEY));
    expect(duplicate).toMatchObject({ statusCode: 400, code: 'DuplicateField' });
    expect(duplicate.errors[0]).toMatchObject({ field: 'orderNumber', duplicateValue: 'SK-7' });
    expect((await engine.carts.get(second.id))?.cartState).toBe('Active');
    expect(await engine.orders.byCart(second.id)).toBeUndefined();
    expect((await engine.orders.createFromCart(draftFor(second, { orderNumber: 'SK-8' }), STORE_KEY)).orderNumber).toBe('SK-8');
    expect(await failure(engine.orders.createFromCart(draftFor(second, { orderNumber: ' ' }), STORE_KEY))).toMatchObject({ code: 'InvalidField' });
  });

  it('takes order, payment and shipment state from the draft, refusing values the platform does not know', async () => {
    const cart = await checkoutCart(engine);
    const bad = await failure(engine.orders.createFromCart(draftFor(cart, { orderState: 'Shipped' }), STORE_KEY));
    expect(bad).toMatchObject({ statusCode: 400, code: 'InvalidField' });
    expect(bad.errors[0]).toMatchObject({ field: 'orderState', invalidValue: 'Shipped', allowedValues: ['Open', 'Confirmed', 'Complete', 'Cancelled'] });
    expect(await failure(engine.orders.createFromCart(draftFor(cart, { paymentState: 'Done' }), STORE_KEY))).toMatchObject({ code: 'InvalidField' });
    expect(await failure(engine.orders.createFromCart(draftFor(cart, { state: { typeId: 'state', key: 'packed' } }), STORE_KEY)))
      .toMatchObject({ code: 'ReferencedResourceNotFound' });

    const order = await engine.orders.createFromCart(
      draftFor(cart, { orderState: 'Confirmed', paymentState: 'Pending', shipmentState: 'Ready', purchaseOrderNumber: 'PO-1' }), STORE_KEY,
    );
    expect(order).toMatchObject({ orderState: 'Confirmed', paymentState: 'Pending', shipmentState: 'Ready', purchaseOrderNumber: 'PO-1' });
  });

  it('refuses an empty cart, a cart without shipping address, a Merged cart and a shipping method that no longer matches', async () => {
    const empty = await checkoutCart(engine, { lineItems: [] });
    expect(await failure(engine.orders.createFromCart(draftFor(empty), STORE_KEY))).toMatchObject({ statusCode: 400, code: 'InvalidOperation' });
    const { shippingAddress: _address, ...withoutAddress } = await checkoutCart(engine);
    engine.carts.replace({ ...withoutAddress, version: withoutAddress.version + 1 } as Cart, withoutAddress.version);
    const noAddress = await failure(engine.orders.createFromCart(draftFor(withoutAddress, { version: withoutAddress.version + 1 }), STORE_KEY));
    expect(noAddress.message).toContain('no shipping address');

    const merged = await checkoutCart(engine);
    engine.carts.replace({ ...merged, cartState: 'Merged', version: merged.version + 1 }, merged.version);
    expect(await failure(engine.orders.createFromCart(draftFor(merged, { version: merged.version + 1 }), STORE_KEY)))
      .toMatchObject({ code: 'InvalidOperation' });

    const mismatch = await checkoutCart(engine);
    engine.carts.replace({ ...mismatch, shippingInfo: { ...mismatch.shippingInfo!, shippingMethodState: 'DoesNotMatchCart' }, version: mismatch.version + 1 }, mismatch.version);
    expect(await failure(engine.orders.createFromCart(draftFor(mismatch, { version: mismatch.version + 1 }), STORE_KEY)))
      .toMatchObject({ statusCode: 400, code: 'ShippingMethodDoesNotMatchCart' });
    expect(engine.store.count(RESOURCE.order)).toBe(0);
  });

  it('orders a Frozen cart (frozen for checkout is meant to be ordered)', async () => {
    const cart = await checkoutCart(engine);
    const frozen = engine.carts.replace({ ...cart, cartState: 'Frozen', version: cart.version + 1 }, cart.version);
    await engine.orders.createFromCart(draftFor(frozen), STORE_KEY);
    expect((await engine.carts.get(cart.id))?.cartState).toBe('Ordered');
  });

  it("merges the draft's custom fields into the cart's, of the same type only", async () => {
    const type = { typeId: 'type' as const, key: 'line-item-fields' };
    const cart = await checkoutCart(engine, { custom: { type, fields: { calculatedCodFee: 150, note: 'cart' } } });
    const otherType = await failure(engine.orders.createFromCart(draftFor(cart, { custom: { type: { typeId: 'type', key: 'other' }, fields: {} } }), STORE_KEY));
    expect(otherType.code).toBe('InvalidOperation');
    const typeId = engine.store.getByKey(RESOURCE.type, 'line-item-fields')!.id;
    const order = await engine.orders.createFromCart(draftFor(cart, { custom: { type: { typeId: 'type', id: typeId }, fields: { note: 'order' } } }), STORE_KEY);
    expect(order.custom?.fields).toEqual({ calculatedCodFee: 150, note: 'order' });

    const plain = await checkoutCart(engine, { custom: { type, fields: { calculatedCodFee: 150 } } });
    expect((await engine.orders.createFromCart(draftFor(plain), STORE_KEY)).custom?.fields).toEqual({ calculatedCodFee: 150 });
  });

  it('fires many attempts for one cart together: one order, every other attempt refused as already ordered', async () => {
    const cart = await checkoutCart(engine);
    const attempts = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => engine.orders.createFromCart(draftFor(cart, { orderNumber: `race-${i}` }), STORE_KEY)),
    );
    const won = attempts.filter((attempt): attempt is PromiseFulfilledResult<Order> => attempt.status === 'fulfilled');
    const lost = attempts.filter((attempt): attempt is PromiseRejectedResult => attempt.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(11);
    for (const attempt of lost) expect(attempt.reason).toMatchObject({ statusCode: 400, code: 'InvalidOperation' });
    expect(engine.store.count(RESOURCE.order)).toBe(1);
    expect((await engine.orders.byCart(cart.id))?.id).toBe(won[0]!.value.id);
  });

  it('counts applied discount codes per order and per customer (for maxApplications)', async () => {
    const cart = await checkoutCart(engine, { customerId: 'customer-1', discountCodes: ['BIG50'] });
    const codeId = cart.discountCodes[0]!.discountCode.id;
    expect(cart.discountCodes[0]!.state).toBe('MatchesCart');
    expect(engine.orders.discountCodeApplications(codeId)).toBe(0);
    await engine.orders.createFromCart(draftFor(cart), STORE_KEY);
    expect(engine.orders.discountCodeApplications(codeId)).toBe(1);
    expect(engine.orders.discountCodeApplications(codeId, 'customer-1')).toBe(1);
    expect(engine.orders.discountCodeApplications(codeId, 'customer-2')).toBe(0);
  });
});

describe('EmbeddedOrders queries: by id, number, cart and customer', () => {
  let engine: TestEngine;
  const orders: Order[] = [];
  beforeEach(async () => {
    engine = testEngine();
    orders.length = 0;
    // customer-1: three orders a minute apart, numbers not in time order; one without a number; customer-2: one.
    for (const [customerId, orderNumber, storeKey] of [
      ['customer-1', 'SK-0002', STORE_KEY], ['customer-1', 'SK-0003', STORE_KEY], ['customer-1', 'SK-0001', STORE_KEY],
      ['customer-1', undefined, null], ['customer-2', 'SK-0004', STORE_KEY],
    ] as const) {
      engine.tick();
      const cart = await checkoutCart(engine, { customerId }, storeKey);
      orders.push(await engine.orders.createFromCart(draftFor(cart, orderNumber ? { orderNumber } : {}), storeKey ?? undefined));
    }
  });
  afterEach(() => engine.close());

  const numbers = (result: { results: readonly Order[] }) => result.results.map((order) => order.orderNumber ?? '-');

  it('finds by id and order number, within the store when one is given', async () => {
    const [first] = orders;
    expect(await engine.orders.byId(first!.id, STORE_KEY)).toEqual(first);
    expect(await engine.orders.byId(first!.id, 'ex-cz')).toBeUndefined();
    expect(await engine.orders.byId('missing')).toBeUndefined();
    expect(await engine.orders.byOrderNumber('SK-0003')).toEqual(orders[1]);
    expect(await engine.orders.byOrderNumber('SK-0003', 'ex-cz')).toBeUndefined();
    expect(await engine.orders.byOrderNumber('SK-9999')).toBeUndefined();
    expect(await engine.orders.byCart(first!.cart!.id, STORE_KEY)).toEqual(first);
    expect(await engine.orders.byCart('missing')).toBeUndefined();
  });

  it("lists a customer's orders newest first by default, with total and count", async () => {
    const page = await engine.orders.byCustomer('customer-1', { limit: 20, offset: 0 });
    expect(numbers(page)).toEqual(['-', 'SK-0001', 'SK-0003', 'SK-0002']);
    expect(page).toMatchObject({ limit: 20, offset: 0, count: 4, total: 4 });
    expect(numbers(await engine.orders.byCustomer('customer-1', { limit: 20, offset: 0 }, STORE_KEY))).toEqual(['SK-0001', 'SK-0003', 'SK-0002']);
    expect(numbers(await engine.orders.byCustomer('customer-2', { limit: 20, offset: 0 }))).toEqual(['SK-0004']);
    expect(await engine.orders.byCustomer('nobody', { limit: 20, offset: 0 })).toEqual({ limit: 20, offset: 0, count: 0, total: 0, results: [] });
  });

  it('sorts by createdAt or orderNumber, either way', async () => {
    const sorted = async (sort: string) => numbers(await engine.orders.byCustomer('customer-1', { limit: 20, offset: 0, sort }));
    expect(await sorted('createdAt asc')).toEqual(['SK-0002', 'SK-0003', 'SK-0001', '-']);
    expect(await sorted('createdAt desc')).toEqual(['-', 'SK-0001', 'SK-0003', 'SK-0002']);
    expect(await sorted('orderNumber asc')).toEqual(['-', 'SK-0001', 'SK-0002', 'SK-0003']);
    expect(await sorted('orderNumber DESC')).toEqual(['SK-0003', 'SK-0002', 'SK-0001', '-']);
  });

  it('refuses a sort it does not support, naming it', async () => {
    for (const sort of ['totalPrice.centAmount desc', 'createdAt', 'createdAt sideways', 'createdAt desc, id asc']) {
      const refused = await failure(engine.orders.byCustomer('customer-1', { limit: 20, offset: 0, sort }));
      expect(refused).toMatchObject({ statusCode: 400, code: 'InvalidInput' });
      expect(refused.message).toContain(`'${sort}'`);
    }
  });

  it('pages with limit and offset over the sorted list', async () => {
    const page = (limit: number, offset: number) => engine.orders.byCustomer('customer-1', { limit, offset, sort: 'orderNumber asc' });
    expect(numbers(await page(2, 0))).toEqual(['-', 'SK-0001']);
    expect(await page(2, 2)).toMatchObject({ limit: 2, offset: 2, count: 2, total: 4 });
    expect(numbers(await page(2, 2))).toEqual(['SK-0002', 'SK-0003']);
    expect(await page(2, 4)).toMatchObject({ count: 0, total: 4, results: [] });
    expect(await page(0, 0)).toMatchObject({ count: 0, total: 4 });
    for (const [limit, offset] of [[-1, 0], [501, 0], [1.5, 0], [10, -1], [10, 10_001]] as const) {
      expect(await failure(page(limit, offset))).toMatchObject({ statusCode: 400, code: 'InvalidInput' });
    }
  });
});
