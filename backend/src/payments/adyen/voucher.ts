import type { Payment, PaymentUpdateAction } from '@commercetools/platform-sdk';
import { isCurrencyCode, FRACTION_DIGITS } from '@shop/domain';
import { ADYEN_PAYMENT_FIELDS } from '../../commerce/schema/index.js';

interface VoucherAction {
  readonly type?: unknown;
  readonly paymentMethodType?: unknown;
  readonly reference?: unknown;
  readonly entity?: unknown;
  readonly expiresAt?: unknown;
  readonly totalAmount?: { readonly currency?: unknown; readonly value?: unknown };
  readonly initialAmount?: { readonly currency?: unknown; readonly value?: unknown };
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * The Multibanco voucher of a PresentToShopper answer (spec 2 §3 Multibanco data: reference,
 * entity, expiresAt, merchantReference) kept on the attempt, where the thank-you page reads it
 * with the order and where it stays for the shopper's order history.
 */
export function voucherActions(payment: Payment, action: unknown): PaymentUpdateAction[] {
  const voucher = (action ?? {}) as VoucherAction;
  if (voucher.type !== 'voucher' || voucher.paymentMethodType !== 'multibanco') return [];
  const amount = voucher.totalAmount ?? voucher.initialAmount;
  const currency = amount?.currency;
  const fields: Record<string, unknown> = {
    [ADYEN_PAYMENT_FIELDS.multibancoReference]: text(voucher.reference),
    [ADYEN_PAYMENT_FIELDS.multibancoEntity]: text(voucher.entity),
    [ADYEN_PAYMENT_FIELDS.multibancoExpiresAt]: text(voucher.expiresAt),
    [ADYEN_PAYMENT_FIELDS.multibancoAmount]: isCurrencyCode(currency) && Number.isSafeInteger(amount?.value)
      ? { type: 'centPrecision', centAmount: amount!.value, currencyCode: currency, fractionDigits: FRACTION_DIGITS[currency] }
      : undefined,
  };
  const current = payment.custom?.fields ?? {};
  return Object.entries(fields)
    .filter(([name, value]) => value !== undefined && JSON.stringify(current[name]) !== JSON.stringify(value))
    .map(([name, value]) => ({ action: 'setCustomField' as const, name, value }));
}
