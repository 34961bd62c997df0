import {
  codFeeFromCustomField, isVirtualSku, isZero, multiply, productPagePath, subtract, sum, vatRatePercent, zero, type Money,
} from '@shop/domain';
import type { CartSummaryView, DocumentView, SummaryLineView } from '../cart-view';
import { moneyOf, textIn, type DocumentCustomLine, type DocumentLine, type PricedDocument } from './priced-document';

/** The COD fee line's key among the custom line items of a cart and its order (backend checkout/cod-fee-line.ts). */
export const COD_FEE_LINE_KEY = 'cod-fee';

/** Where a line's product page is, in the shopper's language and the market's routing. */
export interface LineContext {
  readonly language: string;
  readonly languagePrefix: string;
  readonly nativeRouting: boolean;
}

/** The COD fee line an earlier COD choice put on the document. */
export const codFeeLineOf = (document: Pick<PricedDocument, 'customLineItems'>): DocumentCustomLine | undefined =>
  document.customLineItems?.find((item) => item.key === COD_FEE_LINE_KEY);

/**
 * The fee line's share of the gross total, counted as the total counted it (its taxed gross in a
 * taxed document, else its total price): what a method without the fee must not be charged.
 */
export function codFeeLineGross(document: Pick<PricedDocument, 'customLineItems' | 'taxedPrice'>): Money | undefined {
  const line = codFeeLineOf(document);
  if (!line) return undefined;
  return moneyOf(document.taxedPrice && line.taxedPrice ? line.taxedPrice.totalGross : line.totalPrice);
}

/** The calculatedCodFee custom field (domain's reading); a malformed one is left to the fee line. */
function codFeeField(document: PricedDocument): Money | undefined {
  const field = document.custom?.fields?.calculatedCodFee as Parameters<typeof codFeeFromCustomField>[0] | undefined;
  if (!field) return undefined;
  try {
    return codFeeFromCustomField(field);
  } catch {
    return undefined;
  }
}

/**
 * The COD fee the document carries (spec 2 §3, §9): the amount from its calculatedCodFee field as
 * domain reads it, else the fee line's price; titled by the fee line (the store's title, in the
 * market's language). None when zero: a store without a fee adds no line.
 */
export function codFeeOf(document: PricedDocument, language: string): CartSummaryView['codFee'] {
  const line = codFeeLineOf(document);
  const amount = codFeeField(document) ?? (line ? moneyOf(line.totalPrice) : undefined);
  if (!amount || isZero(amount)) return undefined;
  return { title: textIn(line?.name, language), amount };
}

/** A line as the backend priced it; the price list's price is kept only when a product discount lowered it. */
export function summaryLineOf(line: DocumentLine, context: LineContext): SummaryLineView {
  const sku = line.variant.sku ?? '';
  const name = textIn(line.name, context.language);
  const slug = textIn(line.productSlug, context.language);
  const standard = moneyOf(line.price.value);
  const unitPrice = line.price.discounted ? moneyOf(line.price.discounted.value) : standard;
  const image = line.variant.images?.[0];
  const parentSku = line.custom?.fields?.['parentSku'];
  return {
    id: line.id,
    sku,
    name,
    href: slug ? `${context.languagePrefix}${productPagePath(slug, context.nativeRouting)}` : '',
    ...(image ? { image: { url: image.url, alt: name } } : {}),
    quantity: line.quantity,
    ...(standard.centAmount > unitPrice.centAmount ? { standardUnitPrice: standard } : {}),
    unitPrice,
    lineTotal: moneyOf(line.totalPrice),
    lineTotalBeforeDiscounts: multiply(unitPrice, line.quantity),
    guarantee: line.productType?.key === 'extra_guarantee' || isVirtualSku(sku),
    ...(typeof parentSku === 'string' ? { parentSku } : {}),
  };
}

/**
 * The totals of a cart or an order, every amount the backend's: the subtotal adds the lines'
 * totals, the discount is what cart discounts took off them; shipping (what is charged, after a
 * shipping discount), the COD fee, VAT by rate and the total are the document's own. Nothing is
 * priced here. An empty cart has no shipping yet and no zero VAT rows.
 */
export function documentSummaryOf(document: PricedDocument, lines: readonly SummaryLineView[], language: string): CartSummaryView {
  const total = moneyOf(document.taxedPrice?.totalGross ?? document.totalPrice);
  const currency = total.currencyCode;
  const subtotal = sum(lines.map((line) => line.lineTotal), currency);
  const discount = subtract(sum(lines.map((line) => line.lineTotalBeforeDiscounts), currency), subtotal);
  const info = document.shippingInfo;
  const shipping = lines.length > 0 && info ? moneyOf(info.discountedPrice?.value ?? info.price) : undefined;
  const codFee = codFeeOf(document, language);
  const vat = (document.taxedPrice?.taxPortions ?? [])
    .map((portion) => ({ ratePercent: vatRatePercent(portion.rate), amount: moneyOf(portion.amount) }))
    .filter((portion) => lines.length > 0 || !isZero(portion.amount));
  return {
    subtotal,
    discount: discount.centAmount > 0 ? discount : zero(currency),
    ...(shipping ? { shipping } : {}),
    ...(codFee ? { codFee } : {}),
    vat,
    total,
  };
}

/** The lines and totals of a document as every order summary shows them (the thank-you page's order). */
export function documentViewOf(document: PricedDocument, context: LineContext): DocumentView {
  const lines = document.lineItems.map((line) => summaryLineOf(line, context));
  return { lines, summary: documentSummaryOf(document, lines, context.language) };
}
