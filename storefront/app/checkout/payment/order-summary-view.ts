import { sum, vatRatePercent, type Money } from '@shop/domain';
import type { CommerceLine, PricedDocument } from './commerce-shapes';
import { moneyOf, textIn } from './money-of';

/** The backend's key of the cash-on-delivery fee line (a custom line item of cart and order). */
export const COD_FEE_LINE_KEY = 'cod-fee';

export interface SummaryLine {
  readonly id: string;
  readonly name: string;
  readonly sku: string;
  readonly image?: string;
  readonly quantity: number;
  /** The price of one, after a discount when there is one. */
  readonly unitPrice: Money;
  /** The price before the discount, only when it was discounted. */
  readonly unitPriceBefore?: Money;
  readonly total: Money;
}

export interface SummaryView {
  readonly lines: readonly SummaryLine[];
  /** The goods: the lines' totals. */
  readonly subtotal: Money;
  readonly shipping?: Money;
  /** The COD fee line when the document has one (spec 2 §3: COD adds a fee line). */
  readonly codFee?: { readonly title: string; readonly amount: Money };
  /** VAT by rate, as the backend taxed the document (rate in percent). */
  readonly taxes: readonly { readonly ratePercent: number; readonly amount: Money }[];
  readonly total: Money;
}

function lineOf(line: CommerceLine, language: string): SummaryLine {
  const regular = moneyOf(line.price.value);
  const discounted = line.price.discounted ? moneyOf(line.price.discounted.value) : undefined;
  const image = line.variant.images?.[0]?.url;
  return {
    id: line.id,
    name: textIn(line.name, language),
    sku: line.variant.sku ?? '',
    ...(image ? { image } : {}),
    quantity: line.quantity,
    unitPrice: discounted ?? regular,
    ...(discounted && discounted.centAmount < regular.centAmount ? { unitPriceBefore: regular } : {}),
    total: moneyOf(line.totalPrice),
  };
}

/**
 * The order summary of a cart or an order, read from the backend's own totals: nothing is priced
 * here. The subtotal adds the lines' totals the backend computed; shipping, the fee line, VAT and
 * the total are the document's.
 */
export function orderSummaryOf(document: PricedDocument, language: string): SummaryView {
  const total = moneyOf(document.taxedPrice?.totalGross ?? document.totalPrice);
  const lines = document.lineItems.map((line) => lineOf(line, language));
  const fee = document.customLineItems?.find((item) => item.key === COD_FEE_LINE_KEY);
  const shipping = document.shippingInfo
    ? moneyOf(document.shippingInfo.discountedPrice?.value ?? document.shippingInfo.price)
    : undefined;
  return {
    lines,
    subtotal: sum(lines.map((line) => line.total), total.currencyCode),
    ...(shipping ? { shipping } : {}),
    ...(fee ? { codFee: { title: textIn(fee.name, language), amount: moneyOf(fee.totalPrice) } } : {}),
    taxes: (document.taxedPrice?.taxPortions ?? []).map((portion) => ({ ratePercent: vatRatePercent(portion.rate), amount: moneyOf(portion.amount) })),
    total,
  };
}
