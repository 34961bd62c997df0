import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Order, OrderUpdateAction } from '@commercetools/platform-sdk';
import { CommerceError } from '../../port/commerce-error.js';
import { openDatabase } from '../store/database.js';
import { DocumentStore } from '../store/document-store.js';
import { EmbeddedOrders } from './embedded-orders.js';
import { checkoutCart, STORE_KEY, testEngine, type TestEngine } from './order-engine.fixture.js';

async function failure(promise: Promise<unknown>): Promise<CommerceError> {
  const outcome = await promise.then(() => undefined, (error: unknown) => error);
  expect(outcome).toBeInstanceOf(CommerceError);
  return outcome as CommerceError;
}

const PAID: OrderUpdateAction = { action: 'changePaymentState', paymentState: 'Paid' };

describe('EmbeddedOrders.update: order updates as commercetools applies them', () => {
  let engine: TestEngine;
  let order: Order;
  beforeEach(async () => {
    engine = testEngine();
    const cart = await checkoutCart(engine, { customerId: 'customer-1' });
    order = await engine.orders.createFromCart(
      { cart: { typeId: 'cart', id: cart.id }, version: cart.version, orderNumber: 'SK-1', paymentState: 'Pending' }, STORE_KEY,
    );
    engine.tick();
  });
  afterEach(() => engine.close());

  const update = (actions: readonly OrderUpdateAction[], version = order.version, storeKey: string | undefined = STORE_KEY) =>
    engine.orders.update(order.id, version, actions, storeKey);

  it('moves payment, order and shipment state in one batch: one version more, stamped now, stored', async () => {
    const updated = await update([PAID, { action: 'changeOrderState', orderState: 'Confirmed' }, { action: 'changeShipmentState', shipmentState: 'Ready' }]);
    expect(updated).toMatchObject({
      id: order.id, version: order.version + 1, paymentState: 'Paid', orderState: 'Confirmed', shipmentState: 'Ready',
      createdAt: order.createdAt, lastModifiedAt: '2026-03-01T09:01:00.000Z',
    });
    expect(order.lastModifiedAt).toBe('2026-03-01T09:00:00.000Z');
    expect(await engine.orders.byId(order.id, STORE_KEY)).toEqual(updated);
    // Every lookup answers the updated order, not the one it indexed at creation.
    expect(await engine.orders.byOrderNumber('SK-1')).toEqual(updated);
    expect(await engine.orders.byCart(order.cart!.id)).toEqual(updated);
    expect((await engine.orders.byCustomer('customer-1', { limit: 10, offset: 0 }, STORE_KEY)).results).toEqual([updated]);
  });

  it('keeps the version when a batch changes nothing', async () => {
    expect(await update([{ action: 'changePaymentState', paymentState: 'Pending' }])).toEqual(order);
    expect(await update([])).toEqual(order);
    expect(await engine.orders.byId(order.id)).toEqual(order);
  });

  it('refuses a stale version with ConcurrentModification and the current version, applying nothing', async () => {
    const paid = await update([PAID]);
    const stale = await failure(update([{ action: 'changeOrderState', orderState: 'Cancelled' }], order.version));
    expect(stale).toMatchObject({ statusCode: 409, code: 'ConcurrentModification', currentVersion: paid.version });
    expect(await engine.orders.byId(order.id)).toEqual(paid);
  });

  it('refuses an action it does not apply by name, applying none of the batch', async () => {
    const refused = await failure(update([PAID, { action: 'setOrderNumber', orderNumber: 'SK-2' }]));
    expect(refused).toMatchObject({ statusCode: 400, code: 'InvalidJsonInput' });
    expect(refused.message).toBe("The update action 'setOrderNumber' is not supported for orders.");
    expect(await failure(update([{ action: 'toString' } as unknown as OrderUpdateAction]))).toMatchObject({ statusCode: 400, code: 'InvalidJsonInput' });
    expect(await engine.orders.byId(order.id)).toEqual(order);
  });

  it('refuses a state outside the platform sets with InvalidField naming the allowed values', async () => {
    const bad = (action: Record<string, string>) => failure(update([action as unknown as OrderUpdateAction]));
    const payment = await bad({ action: 'changePaymentState', paymentState: 'Settled' });
    expect(payment).toMatchObject({ statusCode: 400, code: 'InvalidField' });
    expect(payment.errors[0]).toMatchObject({
      field: 'paymentState', invalidValue: 'Settled', allowedValues: ['BalanceDue', 'Failed', 'Pending', 'CreditOwed', 'Paid'],
    });
    expect((await bad({ action: 'changeOrderState', orderState: 'Shipped' })).errors[0]).toMatchObject({ code: 'InvalidField', field: 'orderState' });
    expect((await bad({ action: 'changeShipmentState', shipmentState: 'Lost' })).errors[0]).toMatchObject({ code: 'InvalidField', field: 'shipmentState' });
    expect(await engine.orders.byId(order.id)).toEqual(order);
  });

  it('finds the order only in its own store, and an unknown order nowhere', async () => {
    const otherStore = await failure(update([PAID], order.version, 'ex-cz'));
    expect(otherStore).toMatchObject({ statusCode: 404, code: 'ResourceNotFound' });
    expect(otherStore.message).toBe(`The Resource with ID '${order.id}' was not found in store 'ex-cz'.`);
    expect(await engine.orders.byId(order.id)).toEqual(order);
    const missing = await failure(engine.orders.update('no-such-order', 1, [PAID]));
    expect(missing).toMatchObject({ statusCode: 404, code: 'ResourceNotFound' });
    expect((await update([PAID], order.version, undefined)).paymentState).toBe('Paid');
  });

  it('adds an existing payment by id or key, once; an unknown one is ReferencedResourceNotFound', async () => {
    const money = { centAmount: order.totalPrice.centAmount, currencyCode: 'EUR' };
    const card = await engine.payments.create({ amountPlanned: money, paymentMethodInfo: { paymentInterface: 'adyen', method: 'scheme' } });
    const keyed = await engine.payments.create({ key: 'adyen-SK-1', amountPlanned: money, paymentMethodInfo: { paymentInterface: 'adyen', method: 'ideal' } });
    const updated = await update([
      { action: 'addPayment', payment: { typeId: 'payment', id: card.id } },
      { action: 'addPayment', payment: { typeId: 'payment', key: 'adyen-SK-1' } },
    ]);
    expect(updated.paymentInfo).toEqual({ payments: [{ typeId: 'payment', id: card.id }, { typeId: 'payment', id: keyed.id }] });

    const unknown = await failure(engine.orders.update(order.id, updated.version, [{ action: 'addPayment', payment: { typeId: 'payment', id: 'nope' } }]));
    expect(unknown).toMatchObject({ statusCode: 400, code: 'ReferencedResourceNotFound' });
    expect(unknown.errors[0]).toMatchObject({ typeId: 'payment', id: 'nope' });
    const nameless = await failure(engine.orders.update(order.id, updated.version, [{ action: 'addPayment' } as unknown as OrderUpdateAction]));
    expect(nameless).toMatchObject({ statusCode: 400, code: 'RequiredField' });
    const twice = await failure(engine.orders.update(order.id, updated.version, [{ action: 'addPayment', payment: { typeId: 'payment', id: card.id } }]));
    expect(twice).toMatchObject({ statusCode: 400, code: 'InvalidOperation' });
    expect(await engine.orders.byId(order.id)).toEqual(updated);
  });

  it('sets a custom type and its fields; a field without a type is refused', async () => {
    expect(await failure(update([{ action: 'setCustomField', name: 'pspReference', value: 'X' }]))).toMatchObject({ code: 'InvalidOperation' });
    const typed = await update([
      { action: 'setCustomType', type: { typeId: 'type', key: 'order-psp' }, fields: { merchantReference: 'SK-1' } },
      { action: 'setCustomField', name: 'pspReference', value: 'PSP-1' },
    ]);
    expect(typed.custom).toEqual({ type: { typeId: 'type', key: 'order-psp' }, fields: { merchantReference: 'SK-1', pspReference: 'PSP-1' } });
    const cleared = await engine.orders.update(order.id, typed.version, [{ action: 'setCustomType' }]);
    expect(cleared).not.toHaveProperty('custom');
  });
});

describe('EmbeddedOrders.update across connections to one file', () => {
  let dir = '';
  beforeEach(() => { dir = mkdtempSync(join(tmpdir(), 'engine-order-updates-')); });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lets one of two writers at the same version win; the other gets ConcurrentModification', async () => {
    const file = join(dir, 'shop.sqlite');
    const engine = testEngine(file);
    const other = openDatabase(file);
    try {
      const cart = await checkoutCart(engine);
      const order = await engine.orders.createFromCart({ cart: { typeId: 'cart', id: cart.id }, version: cart.version }, STORE_KEY);
      const notUsed = { replace: () => { throw new Error('no carts here'); } };
      const otherOrders = new EmbeddedOrders(new DocumentStore(other), notUsed, engine.clock);
      // The other connection reads the order first, as a second backend process would.
      expect((await otherOrders.byId(order.id))?.version).toBe(order.version);

      const paid = await engine.orders.update(order.id, order.version, [PAID]);
      const lost = await failure(otherOrders.update(order.id, order.version, [{ action: 'changePaymentState', paymentState: 'Failed' }]));
      expect(lost).toMatchObject({ statusCode: 409, code: 'ConcurrentModification', currentVersion: paid.version });
      expect(await otherOrders.byId(order.id)).toEqual(paid);
    } finally {
      other.close();
      engine.close();
    }
  });
});
