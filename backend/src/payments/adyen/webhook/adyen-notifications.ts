import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Payment, PaymentUpdateAction } from '@commercetools/platform-sdk';
import { hmacValidator } from '@adyen/api-library';
import { isCurrencyCode, paymentStateMayMove, providerEventEffect, type OrderPaymentState, type ProviderEventEffect } from '@shop/domain';
import { COMMERCE_PORT, type CommercePort } from '../../../commerce/port/commerce-port.js';
import { ADYEN_NOTIFICATION_FIELDS, TYPE_KEYS } from '../../../commerce/schema/index.js';
import { AdyenAttempts, cartIdOf } from '../adyen-attempts.js';
import { AdyenOrderCompletion } from '../adyen-order-completion.js';
import { ADYEN_SETTINGS, type AdyenSettings } from '../adyen-settings.js';
import type { NotificationItem } from './notification-item.js';

const validator = new hmacValidator();

const isStored = (payment: Payment, item: NotificationItem): boolean =>
  (payment.interfaceInteractions ?? []).some((interaction) =>
    interaction.fields[ADYEN_NOTIFICATION_FIELDS.pspReference] === item.pspReference
    && interaction.fields[ADYEN_NOTIFICATION_FIELDS.eventCode] === item.eventCode);

/**
 * The webhook's items: checked, stored durably, then applied once. The store is the commerce
 * platform itself: each item becomes an interface interaction of the payment it is about, in the
 * same place as the payment's transactions, shared by every backend replica and kept across
 * restarts. Applying an item is idempotent (a transaction per pspReference and type, an order per
 * cart, states that only move forward), so Adyen's redeliveries, duplicates and retries after a
 * failure change nothing twice.
 */
@Injectable()
export class AdyenNotifications {
  private readonly logger = new Logger('AdyenWebhook');

  constructor(
    @Inject(ADYEN_SETTINGS) private readonly settings: AdyenSettings | null,
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly attempts: AdyenAttempts,
    private readonly completion: AdyenOrderCompletion,
  ) {}

  /** Why the batch is refused as not Adyen's (logged), or undefined when every item is signed with the shop's key. */
  unsigned(items: readonly NotificationItem[]): string | undefined {
    const key = this.settings!.hmacKey;
    for (const item of items) {
      let valid = false;
      try {
        valid = typeof item.additionalData?.['hmacSignature'] === 'string' && validator.validateHMAC(item as never, key);
      } catch {
        valid = false;
      }
      if (!valid) {
        this.logger.warn(`refused a notification with a missing or wrong HMAC signature: ${item.eventCode} ${item.pspReference} for ${item.merchantReference}`);
        return `notification ${item.pspReference} ${item.eventCode} is not signed with this shop's HMAC key`;
      }
    }
    return undefined;
  }

  /** Stores every item, then applies each; throws (so Adyen retries) while any cannot be stored or applied. */
  async accept(items: readonly NotificationItem[]): Promise<void> {
    const stored: [NotificationItem, Payment][] = [];
    for (const item of items) {
      const payment = await this.store(item);
      if (payment) stored.push([item, payment]);
    }
    for (const [item, payment] of stored) await this.apply(item, payment);
  }

  private async store(item: NotificationItem): Promise<Payment | undefined> {
    if (item.merchantAccountCode !== this.settings!.merchantAccount) {
      this.logger.warn(`notification ${item.eventCode} ${item.pspReference} is for merchant account ${item.merchantAccountCode}, not this shop's: acknowledged, not applied`);
      return undefined;
    }
    const payment = await this.attempts.byReference(item.merchantReference);
    if (!payment) {
      this.logger.warn(`notification ${item.eventCode} ${item.pspReference} names no payment of this shop (${item.merchantReference}): acknowledged, not applied`);
      return undefined;
    }
    return this.attempts.record(payment, (current) => isStored(current, item) ? [] : [{
      action: 'addInterfaceInteraction',
      type: { typeId: 'type', key: TYPE_KEYS.adyenNotification },
      fields: {
        [ADYEN_NOTIFICATION_FIELDS.eventCode]: item.eventCode,
        [ADYEN_NOTIFICATION_FIELDS.pspReference]: item.pspReference,
        [ADYEN_NOTIFICATION_FIELDS.success]: item.success === 'true',
        [ADYEN_NOTIFICATION_FIELDS.eventDate]: item.eventDate,
        [ADYEN_NOTIFICATION_FIELDS.notification]: JSON.stringify(item),
      },
    }]);
  }

  private async apply(item: NotificationItem, stored: Payment): Promise<void> {
    const effect = providerEventEffect(item.eventCode, item.success === 'true');
    if (!effect) {
      this.logger.log(`notification ${item.eventCode} ${item.pspReference} stored on ${stored.key}; it moves no state`);
      return;
    }
    const payment = await this.attempts.record(stored, (current) => transactionActions(current, item, effect));
    if (effect.placesOrder) {
      const done = await this.completion.complete(payment, item.amount, 'Paid');
      if ('error' in done) this.logger.warn(`AUTHORISATION ${item.pspReference} for ${payment.key} placed no order: ${done.error}`);
      return;
    }
    if (effect.paymentState || effect.orderState) await this.moveOrder(payment, effect);
  }

  /** The order of the payment's cart, moved as the event says, unless a later state is already there. */
  private async moveOrder(payment: Payment, effect: ProviderEventEffect): Promise<void> {
    const order = await this.orderPaidBy(payment);
    if (!order) return;
    const cancels = effect.orderState === 'Cancelled';
    const actions = [
      ...(effect.paymentState && paymentStateMayMove(order.paymentState as OrderPaymentState | undefined, effect.paymentState, cancels)
        ? [{ action: 'changePaymentState' as const, paymentState: effect.paymentState }] : []),
      ...(effect.orderState && order.orderState !== effect.orderState && order.orderState !== 'Complete'
        ? [{ action: 'changeOrderState' as const, orderState: effect.orderState }] : []),
    ];
    if (actions.length > 0) await this.commerce.orders.update(order.id, order.version, actions);
  }

  private async orderPaidBy(payment: Payment) {
    const cartId = cartIdOf(payment);
    if (cartId === undefined) return undefined;
    const order = await this.commerce.orders.byCart(cartId);
    return order && (order.paymentInfo?.payments ?? []).some((reference) => reference.id === payment.id) ? order : undefined;
  }
}

/** The transaction the event records on the payment, once per pspReference and type. */
function transactionActions(payment: Payment, item: NotificationItem, effect: ProviderEventEffect): PaymentUpdateAction[] {
  const { type, state } = effect.transaction;
  // A modification's event names its own pspReference and the payment's as originalReference; the shop may have recorded either.
  const psp = item.pspReference;
  const references = [item.pspReference, item.originalReference ?? payment.interfaceId];
  const existing = payment.transactions.find((transaction) => transaction.type === type
    && (transaction.interactionId === undefined || references.includes(transaction.interactionId)));
  if (existing) {
    if (existing.state === state || existing.state === 'Success' || existing.state === 'Failure') return [];
    return [{ action: 'changeTransactionState', transactionId: existing.id, state }];
  }
  const currency = item.amount.currency;
  const amount = isCurrencyCode(currency) ? { centAmount: item.amount.value, currencyCode: currency } : payment.amountPlanned;
  return [{ action: 'addTransaction', transaction: { type, amount, state, interactionId: psp, timestamp: item.eventDate } }];
}
