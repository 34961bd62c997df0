import { isCurrencyCode, type Money } from '@shop/domain';
import { moneyOf, type BackendMoney } from '../../cart/summary/priced-document';
import type { CommerceOrder } from '../payment/commerce-shapes';

/** A Multibanco voucher the shopper pays at an ATM or in online banking (spec 2 §3 Multibanco data). */
export interface MultibancoVoucher {
  readonly entity: string;
  readonly reference: string;
  readonly amount: Money;
  /** ISO date-time, as Adyen gave it. */
  readonly expiresAt: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' && value.length <= 64 ? value.trim() : undefined);

function amountOf(value: unknown): Money | undefined {
  const candidate = value as Partial<BackendMoney> | undefined;
  if (!candidate || !Number.isSafeInteger(candidate.centAmount) || !isCurrencyCode(candidate.currencyCode)) return undefined;
  return moneyOf(candidate as BackendMoney);
}

/**
 * The voucher of the order's (last) payment, from its `adyen-payment` custom fields (issue 19
 * contract), or undefined when the payment is no Multibanco voucher or a part of it is missing:
 * a voucher is shown whole or not at all.
 */
export function multibancoVoucherOf(order: Pick<CommerceOrder, 'paymentInfo'>): MultibancoVoucher | undefined {
  const fields = order.paymentInfo?.payments.at(-1)?.obj?.custom?.fields;
  if (!fields) return undefined;
  const entity = text(fields.multibancoEntity);
  const reference = text(fields.multibancoReference);
  const amount = amountOf(fields.multibancoAmount);
  const expiresAt = text(fields.multibancoExpiresAt);
  if (!entity || !reference || !amount || !expiresAt || Number.isNaN(Date.parse(expiresAt))) return undefined;
  return { entity, reference, amount, expiresAt };
}

/** Multibanco is Portugal's: its voucher's last day is the day on a Portuguese calendar. */
const VOUCHER_TIME_ZONE = 'Europe/Lisbon';

/**
 * The day a voucher must be paid by, in the shopper's locale. Written once on the server and
 * handed to the browser as text, so the page hydrates with the very same words whatever the
 * browser's date data.
 */
export function voucherDayText(expiresAt: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: VOUCHER_TIME_ZONE }).format(new Date(expiresAt));
}
