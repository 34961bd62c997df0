/*
 * The shop's commercetools schema as the backend reads it: custom type keys and field names.
 * Production's project has the same schema (the seed creates it in a new project, see
 * seed/custom-types.ts), so cart, checkout and customer code read fields through these names.
 */
import type { StoreFeatures } from '@shop/markets';

/** Keys of the custom types; the backend reads fields through these, never through ids. */
export const TYPE_KEYS = {
  store: 'store-fields',
  lineItem: 'line-item-fields',
  cart: 'cart-fields',
  customer: 'customer-fields',
  address: 'address-fields',
  review: 'review-fields',
  shippingMethod: 'shipping-method-fields',
  cartDiscount: 'cart-discount-fields',
  category: 'category-fields',
  adyenPayment: 'adyen-payment-fields',
  adyenNotification: 'adyen-notification-fields',
} as const;

/** The store's feature switches, named exactly as markets' StoreFeatures (spec 1 §1). */
export const STORE_SWITCH_FIELDS = [
  'sale_of_additional_guarantee_enabled',
  'vat_validation_enabled',
  'change_tax_rate_enabled',
  'google_autocomplete_enabled',
  'trustpilot_in_header_enabled',
  'complementary_products_enabled',
  'google_reviews_enabled',
] as const satisfies readonly (keyof StoreFeatures)[];

/** The remaining store fields (spec 1 §3 store, spec 2 §3 payment data). */
export const STORE_FIELDS = {
  campaigns: 'ex_store_campaigns',
  bic: 'BIC',
  accountOwner: 'accountOwner',
  institute: 'institute',
  iban: 'IBAN',
  codFeeTitle: 'codFeeTitle',
  codFee: 'codFee',
} as const satisfies Record<string, string>;

export const LINE_ITEM_FIELDS = { parentSku: 'parentSku' } as const;
export const CART_FIELDS = { calculatedCodFee: 'calculatedCodFee' } as const;
/** sessionGeneration: a log-out or password reset moves it on, ending every earlier session (ADR 5). */
export const CUSTOMER_FIELDS = {
  customerType: 'customerType',
  sessionGeneration: 'sessionGeneration',
  /** The customer's own newsletter choice (my-newsletter); absent until they make one. */
  newsletterConsent: 'newsletterConsent',
  /** The loyalty card's number, given on the customer's first look at the card (markets' loyaltyCard). */
  loyaltyCardNumber: 'loyaltyCardNumber',
} as const;
export const ADDRESS_FIELDS = { vatNumber: 'vatNumber', vatValidated: 'vatValidated', vatResponse: 'vatResponse' } as const;
export const REVIEW_FIELDS = {
  reviewCreatedAt: 'reviewCreatedAt',
  customerCareResponseText: 'customerCareResponseText',
  source: 'source',
  titleTranslations: 'titleTranslations',
  textTranslations: 'textTranslations',
  answerTranslations: 'answerTranslations',
} as const;
/** Spelled as the spec spells it ("custom DeliveryTime"), capital D included. */
export const SHIPPING_METHOD_FIELDS = { deliveryTime: 'DeliveryTime' } as const;
/** Domain's volumeDiscountsFor reads `custom.fields.volumeDiscountGroup`. */
export const CART_DISCOUNT_FIELDS = { volumeDiscountGroup: 'volumeDiscountGroup' } as const;
export const CATEGORY_FIELDS = { hasProducts: 'hasProducts' } as const;

/**
 * A card/wallet payment's fields (issue 19): which cart it pays (the webhook completes the order
 * from it when the shopper never comes back), the reference Adyen knows it by, and a Multibanco
 * voucher's details for the thank-you page (spec 2 §3 Multibanco data).
 */
export const ADYEN_PAYMENT_FIELDS = {
  cartId: 'cartId',
  merchantReference: 'merchantReference',
  multibancoReference: 'multibancoReference',
  multibancoEntity: 'multibancoEntity',
  multibancoExpiresAt: 'multibancoExpiresAt',
  multibancoAmount: 'multibancoAmount',
} as const;

/** One stored webhook item on its payment's interface interactions: the durable record processed once per pspReference + eventCode. */
export const ADYEN_NOTIFICATION_FIELDS = {
  eventCode: 'eventCode',
  pspReference: 'pspReference',
  success: 'success',
  eventDate: 'eventDate',
  notification: 'notification',
} as const;
