/**
 * The parts of the backend's cart and order answers (commercetools shapes, spec 2 §3) the payment
 * and thank-you pages read. A cart and an order carry their lines and totals alike, so one summary
 * serves both.
 */
export interface CommerceMoney {
  readonly centAmount: number;
  readonly currencyCode: string;
  readonly fractionDigits?: number;
}

export interface TaxedPrice {
  readonly totalNet?: CommerceMoney;
  readonly totalGross: CommerceMoney;
  readonly taxPortions?: readonly { readonly rate: number; readonly name?: string; readonly amount: CommerceMoney }[];
}

export type Localized = string | Readonly<Record<string, string>>;

export interface CommerceLine {
  readonly id: string;
  readonly name: Localized;
  readonly quantity: number;
  readonly productType?: { readonly key?: string };
  readonly price: { readonly value: CommerceMoney; readonly discounted?: { readonly value: CommerceMoney } };
  readonly totalPrice: CommerceMoney;
  readonly variant: {
    readonly sku?: string;
    readonly images?: readonly { readonly url: string }[];
    readonly attributes?: readonly { readonly name: string; readonly value: unknown }[];
  };
  readonly custom?: { readonly fields?: Readonly<Record<string, unknown>> };
}

export interface CommerceCustomLine {
  readonly id: string;
  readonly key?: string;
  readonly name: Localized;
  readonly quantity: number;
  readonly totalPrice: CommerceMoney;
  readonly taxedPrice?: TaxedPrice;
}

export interface CommerceAddress {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly company?: string;
  readonly department?: string;
  readonly streetName?: string;
  readonly streetNumber?: string;
  readonly additionalStreetInfo?: string;
  readonly postalCode?: string;
  readonly city?: string;
  readonly country?: string;
  readonly phone?: string;
  readonly email?: string;
}

/** What a cart and an order share: lines, the COD fee line, shipping, totals, addresses. */
export interface PricedDocument {
  readonly id: string;
  readonly lineItems: readonly CommerceLine[];
  readonly customLineItems?: readonly CommerceCustomLine[];
  readonly totalPrice: CommerceMoney;
  readonly taxedPrice?: TaxedPrice;
  readonly shippingInfo?: {
    readonly shippingMethodName?: string;
    readonly shippingMethod?: { readonly id: string };
    readonly price: CommerceMoney;
    readonly discountedPrice?: { readonly value: CommerceMoney };
    readonly taxedPrice?: TaxedPrice;
  };
  readonly shippingAddress?: CommerceAddress;
  readonly billingAddress?: CommerceAddress;
  readonly customerEmail?: string;
  readonly createdAt?: string;
}

export interface CommerceCart extends PricedDocument {
  readonly version: number;
  readonly paymentInfo?: { readonly payments: readonly { readonly id: string }[] };
}

export interface CommercePayment {
  readonly id: string;
  readonly obj?: { readonly paymentMethodInfo?: { readonly method?: string; readonly paymentInterface?: string; readonly name?: Localized } };
}

export interface CommerceOrder extends PricedDocument {
  readonly orderNumber?: string;
  readonly createdAt: string;
  readonly paymentInfo?: { readonly payments: readonly CommercePayment[] };
}
