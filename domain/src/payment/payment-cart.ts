import type { Money } from '../money/money.js';
import type { ItemKind } from '../catalogue/item-kind.js';

/**
 * The part of a commercetools line item the payment rules read. Names follow commercetools so
 * the backend maps a LineItem with `productType.obj.key`, `variant.sku`, `quantity` and the
 * variant attribute `isPackageTypeFreight`.
 */
export interface PaymentCartLine {
  readonly productTypeKey: ItemKind | (string & {});
  readonly sku: string;
  readonly quantity: number;
  readonly isPackageTypeFreight: boolean;
}

/** The part of a commercetools Cart the payment rules read. */
export interface PaymentCart {
  /**
   * The cart's goods and shipping, gross (`taxedPrice.totalGross`), WITHOUT a COD fee line: a
   * fee line an earlier COD choice put on the cart is left out, the fee is `codFee`.
   */
  readonly totalGross: Money;
  readonly lines: readonly PaymentCartLine[];
  /** The COD fee the cart would be charged (spec 2 §3 fee line); read by the COD value limit only. */
  readonly codFee?: Money;
}
