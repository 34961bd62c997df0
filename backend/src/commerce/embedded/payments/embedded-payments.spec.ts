import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { DatabaseSync } from 'node:sqlite';
import type { Payment, PaymentDraft, PaymentUpdateAction } from '@commercetools/platform-sdk';
import { CommerceError } from '../../port/commerce-error.js';
import { RESOURCE } from '../catalogue/resource-types.js';
import { openDatabase } from '../store/database.js';
import { DocumentStore } from '../store/document-store.js';
import { EmbeddedPayments } from './embedded-payments.js';

async function failure(promise: Promise<unknown>): Promise<CommerceError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(CommerceError);
    return error as CommerceError;
  }
  throw new Error('expected a CommerceError, got success');
}

const eur = (centAmount: number) => ({ centAmount, currencyCode: 'EUR' });
const typedEur = (centAmount: number) => ({ type: 'centPrecision', centAmount, currencyCode: 'EUR', fractionDigits: 2 });

/** The shop's own cash-on-delivery payment (spec 2 §3 "Payment record"): an ordinary payment with method 'cod'. */
const codDraft = (extra: Partial<PaymentDraft> = {}): PaymentDraft => ({
  amountPlanned: eur(70995),
  paymentMethodInfo: { paymentInterface: 'shop', method: 'cod', name: { en: 'Cash on delivery' } },
  ...extra,
});

describe('EmbeddedPayments', () => {
  let db: DatabaseSync;
  let store: DocumentStore;
  let payments: EmbeddedPayments;
  let now: number;
  beforeEach(() => {
    db = openDatabase(':memory:');
    store = new DocumentStore(db);
    now = Date.parse('2026-03-01T09:00:00.000Z');
    payments = new EmbeddedPayments(store, () => new Date(now));
  });
  afterEach(() => db.close());

  describe('create', () => {
    it('stores a COD payment as commercetools returns it', async () => {
      const payment = await payments.create(codDraft());
      expect(payment).toEqual({
        id: expect.any(String), version: 1, createdAt: '2026-03-01T09:00:00.000Z', lastModifiedAt: '2026-03-01T09:00:00.000Z',
        amountPlanned: typedEur(70995),
        paymentMethodInfo: { paymentInterface: 'shop', method: 'cod', name: { en: 'Cash on delivery' } },
        paymentStatus: {}, transactions: [], interfaceInteractions: [],
      });
      expect(await payments.get(payment.id)).toEqual(payment);
      expect(await payments.get('missing')).toBeUndefined();
    });

    it('stores a bank-transfer payment with its status, custom fields, key and transactions', async () => {
      const payment = await payments.create({
        key: 'bank-transfer-cart-1',
        interfaceId: 'VS-2026000123',
        amountPlanned: { centAmount: 139900, currencyCode: 'CZK' },
        paymentMethodInfo: { paymentInterface: 'shop', method: 'bank_transfer' },
        paymentStatus: { interfaceCode: 'awaiting', interfaceText: 'Awaiting transfer' },
        custom: { type: { typeId: 'type', key: 'payment-fields' }, fields: { iban: 'CZ6508000000192000145399' } },
        transactions: [
          { type: 'Charge', amount: { centAmount: 139900, currencyCode: 'CZK' } },
          { type: 'Authorization', amount: { centAmount: 139900, currencyCode: 'CZK' }, state: 'Success', interactionId: 'psp-1', timestamp: '2026-03-01T08:59:00.000Z' },
        ],
      });
      expect(payment).toMatchObject({
        key: 'bank-transfer-cart-1', interfaceId: 'VS-2026000123',
        amountPlanned: { type: 'centPrecision', centAmount: 139900, currencyCode: 'CZK', fractionDigits: 2 },
        paymentStatus: { interfaceCode: 'awaiting', interfaceText: 'Awaiting transfer' },
        custom: { type: { typeId: 'type', key: 'payment-fields' }, fields: { iban: 'CZ6508000000192000145399' } },
      });
      const [charge, authorization] = payment.transactions;
      expect(charge).toEqual({ id: expect.any(String), type: 'Charge', amount: { type: 'centPrecision', centAmount: 139900, currencyCode: 'CZK', fractionDigits: 2 }, state: 'Initial' });
      expect(authorization).toMatchObject({ type: 'Authorization', state: 'Success', interactionId: 'psp-1', timestamp: '2026-03-01T08:59:00.000Z' });
      expect(charge!.id).not.toBe(authorization!.id);
      expect(await payments.byKey('bank-transfer-cart-1')).toEqual(payment);
    });

    it('refuses a duplicate key or PSP reference, and keeps nothing of the refused payment', async () => {
      await payments.create(codDraft({ key: 'pay-1', interfaceId: 'psp-ref-1' }));
      expect(await failure(payments.create(codDraft({ key: 'pay-1' })))).toMatchObject({ statusCode: 400, code: 'DuplicateField' });
      const sameReference = await failure(payments.create(codDraft({ key: 'pay-2', interfaceId: 'psp-ref-1' })));
      expect(sameReference.errors[0]).toMatchObject({ code: 'DuplicateField', field: 'interfaceId', duplicateValue: 'psp-ref-1' });
      expect(store.count(RESOURCE.payment)).toBe(1);
      // The same PSP reference at another payment interface is another payment.
      await payments.create(codDraft({ interfaceId: 'psp-ref-1', paymentMethodInfo: { paymentInterface: 'adyen', method: 'scheme' } }));
    });

    it('refuses bad money, keys, enums and references', async () => {
      expect(await failure(payments.create(codDraft({ amountPlanned: { centAmount: 10, currencyCode: 'XXX' } })))).toMatchObject({ code: 'InvalidField' });
      expect(await failure(payments.create(codDraft({ amountPlanned: eur(10.5) })))).toMatchObject({ code: 'InvalidField' });
      expect(await failure(payments.create(codDraft({ key: 'no spaces' })))).toMatchObject({ code: 'InvalidField' });
      const badType = await failure(payments.create(codDraft({ transactions: [{ type: 'Payout', amount: eur(1) }] })));
      expect(badType.errors[0]).toMatchObject({ code: 'InvalidField', field: 'transaction.type', invalidValue: 'Payout' });
      expect(await failure(payments.create(codDraft({ transactions: [{ type: 'Charge', amount: eur(1), state: 'Done' }] })))).toMatchObject({ code: 'InvalidField' });
      expect(await failure(payments.create(codDraft({ customer: { typeId: 'customer', id: 'nobody' } })))).toMatchObject({ statusCode: 400, code: 'ReferencedResourceNotFound' });
      expect(await failure(payments.create(codDraft({ paymentStatus: { state: { typeId: 'state', key: 'paid' } } })))).toMatchObject({ code: 'ReferencedResourceNotFound' });
      expect(store.count(RESOURCE.payment)).toBe(0);
    });

    it('links a customer that exists, by id or key', async () => {
      store.insert(RESOURCE.customer, { id: 'customer-1', version: 1, key: 'jana' });
      expect((await payments.create(codDraft({ customer: { typeId: 'customer', id: 'customer-1' } }))).customer).toEqual({ typeId: 'customer', id: 'customer-1' });
      expect((await payments.create(codDraft({ customer: { typeId: 'customer', key: 'jana' } }))).customer).toEqual({ typeId: 'customer', id: 'customer-1' });
    });
  });

  describe('update', () => {
    let payment: Payment;
    beforeEach(async () => {
      payment = await payments.create(codDraft({ key: 'pay-1' }));
      now += 60_000;
    });
    const update = (actions: PaymentUpdateAction[], version = payment.version) => payments.update(payment.id, version, actions);

    it('records a PSP flow: transactions added, moved on and renamed; one version per batch', async () => {
      const added = await update([
        { action: 'addTransaction', transaction: { type: 'Authorization', amount: eur(70995), interactionId: 'psp-auth' } },
        { action: 'setStatusInterfaceCode', interfaceCode: 'Authorised' },
        { action: 'setStatusInterfaceText', interfaceText: 'Authorised by the provider' },
      ]);
      expect(added).toMatchObject({ version: 2, lastModifiedAt: '2026-03-01T09:01:00.000Z', paymentStatus: { interfaceCode: 'Authorised', interfaceText: 'Authorised by the provider' } });
      const transactionId = added.transactions[0]!.id;
      expect(added.transactions[0]).toMatchObject({ type: 'Authorization', state: 'Initial', amount: typedEur(70995) });

      const moved = await payments.update(payment.id, 2, [
        { action: 'changeTransactionState', transactionId, state: 'Pending' },
        { action: 'changeTransactionState', transactionId, state: 'Success' },
        { action: 'changeTransactionInteractionId', transactionId, interactionId: 'psp-auth-2' },
        { action: 'changeTransactionTimestamp', transactionId, timestamp: '2026-03-01T09:00:30.000Z' },
        { action: 'setTransactionInterfaceId', transactionId, interfaceId: 'psp-tx-9' },
        { action: 'addTransaction', transaction: { type: 'Charge', amount: eur(70995), state: 'Pending' } },
        { action: 'setStatusInterfaceText', interfaceText: '' },
      ]);
      expect(moved.version).toBe(3);
      expect(moved.transactions.map((t) => [t.type, t.state])).toEqual([['Authorization', 'Success'], ['Charge', 'Pending']]);
      expect(moved.transactions[0]).toMatchObject({ interactionId: 'psp-auth-2', timestamp: '2026-03-01T09:00:30.000Z', interfaceId: 'psp-tx-9' });
      expect(moved.paymentStatus).toEqual({ interfaceCode: 'Authorised' });
      expect(await payments.get(payment.id)).toEqual(moved);
    });

    it('refuses transaction actions for a transaction the payment does not have, and unknown states', async () => {
      expect(await failure(update([{ action: 'changeTransactionState', transactionId: 'nope', state: 'Success' }]))).toMatchObject({ statusCode: 400, code: 'InvalidOperation' });
      const withTransaction = await update([{ action: 'addTransaction', transaction: { type: 'Charge', amount: eur(1) } }]);
      expect(await failure(payments.update(payment.id, 2, [{ action: 'changeTransactionState', transactionId: withTransaction.transactions[0]!.id, state: 'Settled' }])))
        .toMatchObject({ code: 'InvalidField' });
    });

    it('sets and removes method info, amount, key and custom fields', async () => {
      const changed = await update([
        { action: 'setMethodInfoMethod', method: 'bank_transfer' },
        { action: 'setMethodInfoName', name: { en: 'Bank transfer', de: 'Banküberweisung' } },
        { action: 'setMethodInfoInterfaceAccount', interfaceAccount: 'shop-sk' },
        { action: 'changeAmountPlanned', amount: { centAmount: 69800, currencyCode: 'EUR' } },
        { action: 'setKey', key: 'pay-1b' },
        { action: 'setCustomType', type: { typeId: 'type', key: 'payment-fields' }, fields: { iban: 'SK31', bic: 'TATRSKBX' } },
        { action: 'setCustomField', name: 'bic', value: null },
        { action: 'setCustomField', name: 'owner', value: 'ProEquip s.r.o.' },
        { action: 'addInterfaceInteraction', type: { typeId: 'type', key: 'psp-notification' }, fields: { eventCode: 'AUTHORISATION' } },
      ]);
      expect(changed).toMatchObject({
        key: 'pay-1b', amountPlanned: typedEur(69800),
        paymentMethodInfo: { paymentInterface: 'shop', method: 'bank_transfer', name: { en: 'Bank transfer', de: 'Banküberweisung' }, interfaceAccount: 'shop-sk' },
        custom: { fields: { iban: 'SK31', owner: 'ProEquip s.r.o.' } },
        interfaceInteractions: [{ type: { typeId: 'type', key: 'psp-notification' }, fields: { eventCode: 'AUTHORISATION' } }],
      });
      expect(await payments.byKey('pay-1')).toBeUndefined();

      const cleared = await payments.update(payment.id, 2, [
        { action: 'setMethodInfoMethod' }, { action: 'setMethodInfoName' }, { action: 'setKey' }, { action: 'setCustomType' },
      ]);
      expect(cleared.paymentMethodInfo).toEqual({ paymentInterface: 'shop', interfaceAccount: 'shop-sk' });
      expect(cleared).not.toHaveProperty('key');
      expect(cleared).not.toHaveProperty('custom');
    });

    it('keeps paymentInterface and interfaceId once set, and both unique together', async () => {
      const set = await update([{ action: 'setMethodInfoInterface', interface: 'shop' }, { action: 'setInterfaceId', interfaceId: 'ref-1' }]);
      expect(set).toMatchObject({ interfaceId: 'ref-1', paymentMethodInfo: { paymentInterface: 'shop' } });
      expect(await failure(payments.update(payment.id, 2, [{ action: 'setInterfaceId', interfaceId: 'ref-2' }]))).toMatchObject({ code: 'InvalidOperation' });
      expect(await failure(payments.update(payment.id, 2, [{ action: 'setMethodInfoInterface', interface: 'adyen' }]))).toMatchObject({ code: 'InvalidOperation' });

      const other = await payments.create(codDraft());
      const duplicate = await failure(payments.update(other.id, 1, [{ action: 'setInterfaceId', interfaceId: 'ref-1' }]));
      expect(duplicate.errors[0]).toMatchObject({ code: 'DuplicateField', field: 'interfaceId' });
      expect(await failure(payments.update(other.id, 1, [{ action: 'setKey', key: 'pay-1' }]))).toMatchObject({ code: 'DuplicateField' });
    });

    it('refuses custom-field changes without a type, and removing a field that is not there', async () => {
      expect(await failure(update([{ action: 'setCustomField', name: 'iban', value: 'SK31' }]))).toMatchObject({ code: 'InvalidOperation' });
      expect(await failure(update([
        { action: 'setCustomType', type: { typeId: 'type', key: 'payment-fields' } },
        { action: 'setCustomField', name: 'iban' },
      ]))).toMatchObject({ code: 'InvalidOperation' });
    });

    it('keeps customer and anonymous session apart as the platform does', async () => {
      const anonymous = await update([{ action: 'setAnonymousId', anonymousId: 'session-1' }]);
      expect(anonymous.anonymousId).toBe('session-1');
      store.insert(RESOURCE.customer, { id: 'customer-1', version: 1 });
      const owned = await payments.update(payment.id, 2, [{ action: 'setCustomer', customer: { typeId: 'customer', id: 'customer-1' } }]);
      expect(owned.customer).toEqual({ typeId: 'customer', id: 'customer-1' });
      expect(await failure(payments.update(payment.id, 3, [{ action: 'setAnonymousId', anonymousId: 'session-2' }]))).toMatchObject({ code: 'InvalidOperation' });
      expect(await failure(payments.update(payment.id, 3, [{ action: 'setCustomer', customer: { typeId: 'customer', id: 'ghost' } }]))).toMatchObject({ code: 'ReferencedResourceNotFound' });
    });

    it('refuses a stale version with ConcurrentModification and the current version', async () => {
      await update([{ action: 'setStatusInterfaceCode', interfaceCode: 'Pending' }]);
      const stale = await failure(update([{ action: 'setStatusInterfaceCode', interfaceCode: 'Refused' }], 1));
      expect(stale).toMatchObject({ statusCode: 409, code: 'ConcurrentModification', currentVersion: 2 });
      expect((await payments.get(payment.id))?.paymentStatus).toEqual({ interfaceCode: 'Pending' });
    });

    it('applies a batch atomically: one bad action, and nothing of the batch is kept', async () => {
      const refused = await failure(update([
        { action: 'setMethodInfoMethod', method: 'paypal' },
        { action: 'addTransaction', transaction: { type: 'Charge', amount: eur(1) } },
        { action: 'transitionState', state: { typeId: 'state', id: 'paid' } },
      ]));
      expect(refused).toMatchObject({ statusCode: 400, code: 'InvalidJsonInput' });
      expect(refused.message).toContain("'transitionState'");
      expect(await payments.get(payment.id)).toEqual(payment);
      expect(await failure(update([{ action: 'setMethodInfoMethod', method: 'paypal' }, { action: 'changeAmountPlanned', amount: { centAmount: 1, currencyCode: 'ABC' } }])))
        .toMatchObject({ code: 'InvalidField' });
      expect(await failure(update([{ action: 'toString' } as unknown as PaymentUpdateAction]))).toMatchObject({ code: 'InvalidJsonInput' });
      expect(await payments.get(payment.id)).toEqual(payment);
    });

    it('returns the payment unchanged for an empty batch, and reports a missing payment', async () => {
      expect(await update([])).toEqual(payment);
      expect(await failure(payments.update('missing', 1, []))).toMatchObject({ statusCode: 404, code: 'ResourceNotFound' });
    });
  });
});
