import type { Money } from '../money/money.js';

/** The product-type keys of line items (spec 2 §3, "Item kinds"); other keys may appear. */
export const PRODUCT_TYPE_KEYS = ['standard_product', 'extra_guarantee', 'accessory', 'product'] as const;
export type ProductTypeKey = (typeof PRODUCT_TYPE_KEYS)[number];

/**
 * The part of a commercetools line item the payment rules read. Names follow commercetools so
 * the backend maps a LineItem with `productType.obj.key`, `variant.sku`, `quantity` and the
 * variant attribute `isPackageTypeFreight`.
 */
export interface PaymentCartLine {
  readonly productTypeKey: ProductTypeKey | (string & {});
  readonly sku: string;
  readonly quantity: number;
  readonly isPackageTypeFreight: boolean;
}

/** The part of a commercetools Cart the payment rules read; `totalGross` is `taxedPrice.totalGross`. */
export interface PaymentCart {
  readonly totalGross: Money;
  readonly lines: readonly PaymentCartLine[];
}
