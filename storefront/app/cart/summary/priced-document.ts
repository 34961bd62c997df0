import { FRACTION_DIGITS, isCurrencyCode, money, type Money } from '@shop/domain';

/**
 * The backend's priced documents as the storefront reads them: a cart (getMyCart and every cart
 * call) and an order (getOrders) are commercetools shapes that carry their lines and totals alike
 * (spec 2 §3), so one set of types and one summary (document-summary.ts) serve both. Only the
 * parts the storefront reads are named.
 */

/** Money as the backend's answers carry it (commercetools TypedMoney). */
export interface BackendMoney {
  readonly centAmount: number;
  readonly currencyCode: string;
  readonly fractionDigits?: number;
}

/** A text the backend narrows to the market's language (a string), or a LocalizedString the engine may leave. */
export type Localized = string | Readonly<Record<string, string>>;

export interface TaxedPrice {
  readonly totalNet?: BackendMoney;
  readonly totalGross: BackendMoney;
  readonly taxPortions?: readonly { readonly rate: number; readonly name?: string; readonly amount: BackendMoney }[];
}

/** A product line (commercetools LineItem). */
export interface DocumentLine {
  readonly id: string;
  readonly quantity: number;
  readonly name?: Localized;
  readonly productSlug?: Localized;
  readonly productType?: { readonly key?: string };
  readonly price: { readonly value: BackendMoney; readonly discounted?: { readonly value: BackendMoney } };
  readonly totalPrice: BackendMoney;
  /** An extra-guarantee line names its parent line's SKU in `parentSku`. */
  readonly custom?: { readonly fields?: Readonly<Record<string, unknown>> } | null;
  readonly variant: {
    readonly sku?: string;
    readonly images?: readonly { readonly url: string; readonly label?: string }[];
    readonly attributes?: readonly { readonly name: string; readonly value: unknown }[];
  };
}

/** A custom line item: today only the COD fee line (backend checkout/cod-fee-line.ts). */
export interface DocumentCustomLine {
  readonly id?: string;
  readonly key?: string;
  readonly name?: Localized;
  readonly quantity?: number;
  readonly totalPrice: BackendMoney;
  readonly taxedPrice?: TaxedPrice;
}

/** What a cart and an order share: lines, the COD fee line and field, shipping, totals. */
export interface PricedDocument {
  readonly id: string;
  readonly lineItems: readonly DocumentLine[];
  readonly customLineItems?: readonly DocumentCustomLine[];
  readonly totalPrice: BackendMoney;
  readonly taxedPrice?: TaxedPrice | null;
  /** 'External' when the backend set NET prices (reverse charge); 'Platform' otherwise. */
  readonly taxMode?: string;
  readonly shippingInfo?: {
    readonly shippingMethodName?: string;
    readonly shippingMethod?: { readonly id: string };
    readonly price: BackendMoney;
    readonly discountedPrice?: { readonly value: BackendMoney };
    readonly taxedPrice?: TaxedPrice;
  } | null;
  /** calculatedCodFee: the COD fee a COD payment wrote (spec 2 §3), beside the fee line. */
  readonly custom?: { readonly fields?: { readonly calculatedCodFee?: unknown } } | null;
}

/** A backend amount as domain money (a Money field written without digits has its currency's). */
export function moneyOf(value: BackendMoney): Money {
  if (!isCurrencyCode(value.currencyCode)) throw new Error(`amount in unknown currency ${value.currencyCode}`);
  return money(value.centAmount, value.currencyCode, value.fractionDigits ?? FRACTION_DIGITS[value.currencyCode]);
}

/** A text in the shopper's language, else English, else any language it has. */
export function textIn(value: Localized | undefined, language: string): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return value[language] ?? value['en'] ?? Object.values(value)[0] ?? '';
}
