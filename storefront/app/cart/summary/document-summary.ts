import {
  isVirtualSku, isZero, multiply, productPagePath, subtract, sum, vatRatePercent, type Money,
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

/**
 * The COD fee row (spec 2 §3, §9): the fee line's share of the total, exactly as the total counted
 * it, titled by the fee line (the store's title, in the market's language). The calculatedCodFee
 * field says the same fee, but only the line is in the total: a row from the field could differ
 * from what is charged, and the rows must add up to the total. None when zero or without a line.
 */
export function codFeeOf(document: PricedDocument, language: string): CartSummaryView['codFee'] {
  const amount = codFeeLineGross(document);
  if (!amount || isZero(amount)) return undefined;
  return { title: textIn(codFeeLineOf(document)?.name, language), amount };
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
  const lineTotal = moneyOf(line.totalPrice);
  const beforeDiscounts = multiply(unitPrice, line.quantity);
  return {
    id: line.id,
    sku,
    name,
    href: slug ? `${context.languagePrefix}${productPagePath(slug, context.nativeRouting)}` : '',
    ...(image ? { image: { url: image.url, alt: name } } : {}),
    quantity: line.quantity,
    ...(standard.centAmount > unitPrice.centAmount ? { standardUnitPrice: standard } : {}),
    unitPrice,
    lineTotal,
    // Never below what is charged: the subtotal and the discount row are made from it.
    lineTotalBeforeDiscounts: lineTotal.centAmount > beforeDiscounts.centAmount ? lineTotal : beforeDiscounts,
    guarantee: line.productType?.key === 'extra_guarantee' || isVirtualSku(sku),
    ...(typeof parentSku === 'string' ? { parentSku } : {}),
  };
}

/**
 * The totals of a cart or an order as rows that add up to the total (cart-view.ts
 * CartSummaryView), every amount the backend's: the subtotal adds the lines before cart
 * discounts, the discount is what cart discounts (volume tiers, coupons) took off them; shipping
 * (what is charged, after a shipping discount), the COD fee line, VAT by rate and the total are
 * the document's own. Nothing is priced here. An empty cart has no shipping yet and no zero VAT rows.
 */
export function documentSummaryOf(document: PricedDocument, lines: readonly SummaryLineView[], language: string): CartSummaryView {
  const total = moneyOf(document.taxedPrice?.totalGross ?? document.totalPrice);
  const currency = total.currencyCode;
  const subtotal = sum(lines.map((line) => line.lineTotalBeforeDiscounts), currency);
  const discount = subtract(subtotal, sum(lines.map((line) => line.lineTotal), currency));
  const info = document.shippingInfo;
  const shipping = lines.length > 0 && info ? moneyOf(info.discountedPrice?.value ?? info.price) : undefined;
  const codFee = codFeeOf(document, language);
  const vat = (document.taxedPrice?.taxPortions ?? [])
    .map((portion) => ({ ratePercent: vatRatePercent(portion.rate), amount: moneyOf(portion.amount) }))
    .filter((portion) => lines.length > 0 || !isZero(portion.amount));
  return {
    subtotal,
    discount,
    ...(shipping ? { shipping } : {}),
    ...(codFee ? { codFee } : {}),
    vat,
    total,
    ...(document.taxMode === 'External' ? { net: true as const } : {}),
  };
}

/** The lines and totals of a document as every order summary shows them (the thank-you page's order). */
export function documentViewOf(document: PricedDocument, context: LineContext): DocumentView {
  const lines = document.lineItems.map((line) => summaryLineOf(line, context));
  return { lines, summary: documentSummaryOf(document, lines, context.language) };
}
