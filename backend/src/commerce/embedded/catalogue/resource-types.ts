/** The resource kinds the engine stores, named as commercetools' reference typeIds. */
export const RESOURCE = {
  type: 'type',
  channel: 'channel',
  taxCategory: 'tax-category',
  zone: 'zone',
  productType: 'product-type',
  category: 'category',
  shippingMethod: 'shipping-method',
  product: 'product',
  productDiscount: 'product-discount',
  store: 'store',
  cartDiscount: 'cart-discount',
  discountCode: 'discount-code',
  inventoryEntry: 'inventory-entry',
  review: 'review',
  cart: 'cart',
  order: 'order',
  customer: 'customer',
  /** A customer's password-reset token, stored beside the customer (customers/password-tokens.ts). */
  passwordToken: 'password-token',
  payment: 'payment',
} as const;

export type ResourceType = (typeof RESOURCE)[keyof typeof RESOURCE];
