import { expect } from '@jest/globals';
import type { PaymentDraft } from '@commercetools/platform-sdk';
import { CommerceError } from '../../port/commerce-error.js';
import type { ContractContext } from '../contract-context.js';
import { cartWith, MARKETS } from '../contract-helpers.js';

/** The shop's cash-on-delivery payment: an ordinary payment with method 'cod'. */
const codPayment = (centAmount: number): PaymentDraft => ({
  amountPlanned: { centAmount, currencyCode: 'EUR' },
  paymentMethodInfo: { paymentInterface: 'shop', method: 'cod', name: { en: 'Cash on delivery' } },
});

export function paymentCases(c: ContractContext): void {
  c.case('payments/create-cod', async () => {
    const payment = await c.port().payments.create(codPayment(18900));
    expect(payment).toMatchObject({
      amountPlanned: expect.objectContaining({ centAmount: 18900, currencyCode: 'EUR', fractionDigits: 2 }),
      paymentMethodInfo: { paymentInterface: 'shop', method: 'cod', name: { en: 'Cash on delivery' } },
      transactions: [],
    });
    expect(payment.version).toBeGreaterThanOrEqual(1);
    expect(await c.port().payments.get(payment.id)).toMatchObject({ id: payment.id, version: payment.version });
    expect(await c.port().payments.get('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  c.case('payments/add-to-cart', async () => {
    const cart = await cartWith(c.port(), { [c.products().priced.sku]: 1 });
    const payment = await c.port().payments.create(codPayment(cart.totalPrice.centAmount));
    const paid = await c.port().carts.update(cart.id, cart.version, [{ action: 'addPayment', payment: { typeId: 'payment', id: payment.id } }], MARKETS.SK.storeKey);
    expect(paid.paymentInfo?.payments).toEqual([expect.objectContaining({ typeId: 'payment', id: payment.id })]);
    expect((await c.port().carts.get(cart.id, MARKETS.SK.storeKey))?.paymentInfo?.payments.map((p) => p.id)).toEqual([payment.id]);
  });

  c.case('payments/add-transaction', async () => {
    const payment = await c.port().payments.create(codPayment(18900));
    const updated = await c.port().payments.update(payment.id, payment.version, [
      { action: 'addTransaction', transaction: { type: 'Charge', amount: { centAmount: 18900, currencyCode: 'EUR' }, interactionId: 'cod-1' } },
    ]);
    expect(updated.version).toBe(payment.version + 1);
    expect(updated.transactions).toHaveLength(1);
    expect(updated.transactions[0]).toMatchObject({
      id: expect.any(String), type: 'Charge', state: 'Initial', interactionId: 'cod-1',
      amount: expect.objectContaining({ centAmount: 18900, currencyCode: 'EUR' }),
    });
    expect((await c.port().payments.get(payment.id))?.transactions).toEqual(updated.transactions);
  });

  // The checkout makes its own payments idempotent by key (one per cart and method): both rest on these two.
  c.case('payments/by-key', async () => {
    const key = c.unique('cod-key');
    const payment = await c.port().payments.create({ ...codPayment(18900), key });
    expect(await c.port().payments.byKey(key)).toMatchObject({ id: payment.id, key, version: payment.version });
    expect(await c.port().payments.byKey(c.unique('no-such-key'))).toBeUndefined();
  });

  c.case('payments/duplicate-key', async () => {
    const key = c.unique('cod-key');
    const first = await c.port().payments.create({ ...codPayment(18900), key });
    const second = await c.port().payments.create({ ...codPayment(18900), key }).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(CommerceError);
    expect((second as CommerceError).statusCode).toBe(400);
    expect((second as CommerceError).code).toBe('DuplicateField');
    expect((await c.port().payments.byKey(key))?.id).toBe(first.id);
  });
}
