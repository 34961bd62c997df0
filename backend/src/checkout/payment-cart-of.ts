import type { Cart } from '@commercetools/platform-sdk';
import type { PaymentCart } from '@shop/domain';
import { cartTotalGross } from './cart-money.js';
import { isFreightLine, lineKind } from './line-kind.js';

/** The part of a cart domain's COD and bank-transfer rules read. */
export const paymentCartOf = (cart: Cart): PaymentCart => ({
  totalGross: cartTotalGross(cart),
  lines: cart.lineItems.map((line) => ({
    productTypeKey: lineKind(line),
    sku: line.variant.sku ?? '',
    quantity: line.quantity,
    isPackageTypeFreight: isFreightLine(line),
  })),
});
