import type { CustomerReference, CustomerResourceIdentifier, Payment, PaymentDraft, PaymentUpdateAction } from '@commercetools/platform-sdk';
import { concurrentModification, invalidInput, resourceNotFound } from '../../port/commerce-error.js';
import type { PaymentPort } from '../../port/payment-port.js';
import { RESOURCE } from '../catalogue/resource-types.js';
import type { DocumentStore, Versioned } from '../store/document-store.js';
import { applyPaymentAction } from './actions/apply-payment-action.js';
import { duplicateField } from '../../port/platform-errors.js';
import type { PaymentContext } from './payment-context.js';
import { paymentFromDraft } from './payment-from-draft.js';
import { interfaceLookupValue, paymentLookups } from './payment-lookups.js';

/**
 * Payments of the embedded engine. A create or an update batch is one store transaction: the
 * version check, every action (applied to a copy), the uniqueness checks and the write either
 * all happen or none does, so a failing action leaves the payment exactly as it was, as
 * commercetools applies a batch atomically. Each successful batch adds one to the version.
 */
export class EmbeddedPayments implements PaymentPort {
  private readonly store: DocumentStore;
  private readonly clock: () => Date;

  constructor(store: DocumentStore, clock: () => Date = () => new Date()) {
    this.store = store;
    this.clock = clock;
  }

  async create(draft: PaymentDraft): Promise<Payment> {
    return this.store.transaction(() => {
      const payment = paymentFromDraft(draft, this.context());
      this.requireUnique(payment);
      return this.store.insert(RESOURCE.payment, payment, paymentLookups(payment));
    });
  }

  async get(id: string): Promise<Payment | undefined> {
    return this.store.get<Payment>(RESOURCE.payment, id);
  }

  /** By the user-defined key: lets a caller make its own payment creation idempotent. */
  async byKey(key: string): Promise<Payment | undefined> {
    return this.store.getByKey<Payment>(RESOURCE.payment, key);
  }

  async update(id: string, version: number, actions: readonly PaymentUpdateAction[]): Promise<Payment> {
    return this.store.transaction(() => {
      const current = this.store.get<Payment>(RESOURCE.payment, id);
      if (!current) throw resourceNotFound(id);
      if (current.version !== version) throw concurrentModification(version, current.version);
      if (actions.length === 0) return current;
      const context = this.context();
      const changed = actions.reduce((payment, action) => applyPaymentAction(payment, action, context), current);
      const next: Payment = { ...changed, id: current.id, version: version + 1, lastModifiedAt: context.now };
      this.requireUnique(next);
      return this.store.replace(RESOURCE.payment, version, next, paymentLookups(next));
    });
  }

  /** key and paymentInterface + interfaceId are unique across payments; checked inside the write's transaction. */
  private requireUnique(payment: Payment): void {
    if (payment.key !== undefined) {
      const holder = this.store.getByKey<Payment>(RESOURCE.payment, payment.key);
      if (holder && holder.id !== payment.id) throw duplicateField('key', payment.key);
    }
    if (payment.interfaceId !== undefined) {
      const value = interfaceLookupValue(payment.paymentMethodInfo.paymentInterface, payment.interfaceId);
      if (this.store.findIds(RESOURCE.payment, 'interface', value).some((other) => other !== payment.id)) {
        throw duplicateField('interfaceId', payment.interfaceId);
      }
    }
  }

  private context(): PaymentContext {
    return {
      now: this.clock().toISOString(),
      customer: (identifier) => this.customerReference(identifier),
    };
  }

  /** A payment may name its customer by id or key; either must exist (ReferencedResourceNotFound otherwise). */
  private customerReference(identifier: CustomerResourceIdentifier): CustomerReference {
    const found = identifier.id
      ? this.store.get<Versioned>(RESOURCE.customer, identifier.id)
      : identifier.key ? this.store.getByKey<Versioned>(RESOURCE.customer, identifier.key) : undefined;
    if (found) return { typeId: 'customer', id: found.id };
    const predicate = identifier.id ? `with ID '${identifier.id}'` : `with key '${identifier.key ?? ''}'`;
    throw invalidInput(
      `The referenced object of type 'customer' ${predicate} was not found. It either doesn't exist, or it can't be accessed from this endpoint.`,
      'ReferencedResourceNotFound',
      { typeId: 'customer', ...(identifier.id ? { id: identifier.id } : { key: identifier.key }) },
    );
  }
}
