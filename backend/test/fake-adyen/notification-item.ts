import { hmacValidator, Types } from '@adyen/api-library';
import { newPspReference } from './adyen-error.js';
import type { NotificationRequestItem } from './types.js';

const { EventCodeEnum, SuccessEnum } = Types.notification.NotificationRequestItem;
const validator = new hmacValidator();

/** Adyen's eventDate: ISO 8601 with seconds and an offset ("2026-11-28T19:03:50+00:00"). */
export const eventDate = (date = new Date()): string => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

/**
 * A complete NotificationRequestItem with Adyen's fields, the given ones taking precedence, and
 * `additionalData.hmacSignature` computed by the library's own validator over the final item.
 * `signWith: null` leaves it unsigned.
 */
export function signedItem(
  partial: Partial<NotificationRequestItem>,
  defaults: { merchantAccount: string; signWith: string | null },
): NotificationRequestItem {
  const { hmacSignature: _ignored, ...additionalData } = partial.additionalData ?? {};
  const item: NotificationRequestItem = {
    amount: { currency: 'EUR', value: 1000 },
    eventCode: EventCodeEnum.Authorisation,
    eventDate: eventDate(),
    merchantAccountCode: defaults.merchantAccount,
    merchantReference: 'fake-merchant-reference',
    paymentMethod: 'visa',
    pspReference: newPspReference(),
    reason: '',
    success: SuccessEnum.True,
    ...partial,
    additionalData,
  };
  if (defaults.signWith === null) return item;
  return { ...item, additionalData: { ...additionalData, hmacSignature: validator.calculateHmac(item, defaults.signWith) } };
}

/** Adyen's standard notification body for one batch. */
export const notificationBody = (items: readonly NotificationRequestItem[]): string =>
  JSON.stringify({ live: 'false', notificationItems: items.map((item) => ({ NotificationRequestItem: item })) });
