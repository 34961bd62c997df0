import { expect } from '@jest/globals';
import type { Order, OrderUpdateAction } from '@commercetools/platform-sdk';
import type { ContractContext } from '../contract-context.js';
import { failure, MARKETS } from '../contract-helpers.js';
import { checkoutCart, orderFromCart } from './checkout-order.js';

const SK_STORE = MARKETS.SK.storeKey;

/**
 * Order updates as a payment provider's notifications make them: states move, payments are added,
 * and a refused batch (stale version, unknown action, bad value, another store) changes nothing.
 */
export function orderUpdateCases(c: ContractContext): void {
  const newOrder = async (): Promise<Order> => orderFromCart(c, await checkoutCart(c), c.unique('SK'));
  const update = (order: Pick<Order, 'id' | 'version'>, actions: readonly OrderUpdateAction[], storeKey: string = SK_STORE) =>
    c.port().orders.update(order.id, order.version, actions, storeKey);
  const reread = async (order: Order): Promise<Order | undefined> => c.port().orders.byId(order.id, SK_STORE);
  /** The stored order is still `order`: same version and states (an absent payment state still absent). */
  const expectUnchanged = async (order: Order): Promise<void> => {
    const stored = await reread(order);
    expect(stored).toMatchObject({ id: order.id, version: order.version, orderState: order.orderState });
    expect(stored?.paymentState).toBe(order.paymentState);
  };

  c.case('orders/draft-states', async () => {
    const created = await orderFromCart(c, await checkoutCart(c), c.unique('SK'), { paymentState: 'Paid', orderState: 'Confirmed' });
    expect(created).toMatchObject({ paymentState: 'Paid', orderState: 'Confirmed' });
    expect(await reread(created)).toMatchObject({ paymentState: 'Paid', orderState: 'Confirmed' });
  });

  c.case('orders/change-payment-state', async () => {
    const created = await newOrder();
    const pending = await update(created, [{ action: 'changePaymentState', paymentState: 'Pending' }]);
    expect(pending).toMatchObject({ id: created.id, version: created.version + 1, paymentState: 'Pending' });
    const paid = await update(pending, [{ action: 'changePaymentState', paymentState: 'Paid' }]);
    expect(paid).toMatchObject({ id: created.id, version: pending.version + 1, paymentState: 'Paid', orderState: 'Open' });
    expect(await reread(created)).toMatchObject({ version: paid.version, paymentState: 'Paid' });
  });

  c.case('orders/update-stale-version', async () => {
    const created = await newOrder();
    const paid = await update(created, [{ action: 'changePaymentState', paymentState: 'Paid' }]);
    const error = await failure(update(created, [{ action: 'changeOrderState', orderState: 'Confirmed' }]));
    expect(error.statusCode).toBe(409);
    expect(error.code).toBe('ConcurrentModification');
    expect(error.currentVersion).toBe(paid.version);
    await expectUnchanged(paid);
  });

  c.case('orders/update-unknown-action', async () => {
    const created = await newOrder();
    const unknown = { action: 'noSuchOrderAction' } as unknown as OrderUpdateAction;
    const error = await failure(update(created, [{ action: 'changePaymentState', paymentState: 'Paid' }, unknown]));
    expect(error.statusCode).toBe(400);
    await expectUnchanged(created);
  });

  c.case('orders/update-invalid-payment-state', async () => {
    const created = await newOrder();
    const invalid = { action: 'changePaymentState', paymentState: 'Settled' } as unknown as OrderUpdateAction;
    const error = await failure(update(created, [invalid]));
    expect(error.statusCode).toBe(400);
    await expectUnchanged(created);
  });

  c.case('orders/update-other-store', async () => {
    const created = await newOrder();
    const error = await failure(update(created, [{ action: 'changePaymentState', paymentState: 'Paid' }], MARKETS.CZ.storeKey));
    expect(error.statusCode).toBe(404);
    expect(error.code).toBe('ResourceNotFound');
    await expectUnchanged(created);
  });

  c.case('orders/add-payment', async () => {
    const created = await newOrder();
    const payment = await c.port().payments.create({
      amountPlanned: { centAmount: created.totalPrice.centAmount, currencyCode: 'EUR' },
      paymentMethodInfo: { paymentInterface: 'adyen', method: 'scheme', name: { en: 'Cards' } },
    });
    const withPayment = await update(created, [{ action: 'addPayment', payment: { typeId: 'payment', id: payment.id } }]);
    expect(withPayment.paymentInfo?.payments).toEqual([expect.objectContaining({ typeId: 'payment', id: payment.id })]);
    expect((await reread(created))?.paymentInfo?.payments.map((p) => p.id)).toEqual([payment.id]);

    const missing = '00000000-0000-4000-8000-000000000000';
    const error = await failure(update(withPayment, [{ action: 'addPayment', payment: { typeId: 'payment', id: missing } }]));
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('ReferencedResourceNotFound');
    expect(await reread(created)).toEqual(expect.objectContaining({ version: withPayment.version, paymentInfo: withPayment.paymentInfo }));
  });
}
