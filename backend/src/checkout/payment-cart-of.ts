import type { Cart } from '@commercetools/platform-sdk';
import type { Money, PaymentCart } from '@shop/domain';
import { cartTotalWithoutCodFee } from './cod-fee-line.js';
import { isFreightLine, lineKind } from './line-kind.js';

/**
 * The part of a cart domain's COD and bank-transfer rules read. The lines are the cart's line
 * items only: the COD fee line is a custom line item, so the 1..20 item count and the
 * standard-product count never see it. The total leaves out a fee line an earlier COD choice put
 * on the cart; for COD, the fee it would now be charged is given separately (`codFee`), and
 * domain holds the total with it against the COD value limit.
 */
export const paymentCartOf = (cart: Cart, codFee?: Money): PaymentCart => ({
  totalGross: cartTotalWithoutCodFee(cart),
  lines: cart.lineItems.map((line) => ({
    productTypeKey: lineKind(line),
    sku: line.variant.sku ?? '',
    quantity: line.quantity,
    isPackageTypeFreight: isFreightLine(line),
  })),
  ...(codFee ? { codFee } : {}),
});
