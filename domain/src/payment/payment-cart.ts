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

/** The part of a commercetools Cart the payment rules read; `totalGross` is `taxedPrice.totalGross`. */
export interface PaymentCart {
  readonly totalGross: Money;
  readonly lines: readonly PaymentCartLine[];
}
