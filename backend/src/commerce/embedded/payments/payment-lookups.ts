import type { Payment } from '@commercetools/platform-sdk';
import type { Lookup } from '../store/document-store.js';

/**
 * paymentInterface + interfaceId identify a payment at its PSP and must be unique together; one
 * lookup value holds both (a payment without paymentInterface counts as interface '').
 */
export const interfaceLookupValue = (paymentInterface: string | undefined, interfaceId: string): string =>
  `${paymentInterface ?? ''}\u001f${interfaceId}`;

/** Payments are found by PSP reference (notifications), customer and anonymous session. */
export const paymentLookups = (payment: Payment): Lookup[] => [
  ...(payment.interfaceId !== undefined
    ? [{ name: 'interface', value: interfaceLookupValue(payment.paymentMethodInfo.paymentInterface, payment.interfaceId) }]
    : []),
  ...(payment.customer ? [{ name: 'customer', value: payment.customer.id }] : []),
  ...(payment.anonymousId ? [{ name: 'anonymous', value: payment.anonymousId }] : []),
];
