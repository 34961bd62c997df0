import type { PaymentCart, PaymentCartLine } from './payment-cart.js';
import { PaymentRuleError } from './payment-rule-error.js';

function quantityOf(line: PaymentCartLine): number {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) {
    throw new PaymentRuleError(`line ${line.sku} has an invalid quantity ${line.quantity}`);
  }
  return line.quantity;
}

const sumQuantities = (lines: readonly PaymentCartLine[]): number =>
  lines.reduce((total, line) => total + quantityOf(line), 0);

/**
 * Items counted for the 1..20 rule of COD and bank transfer (spec 2 §5, §9).
 * Reading chosen: "items" are units (the sum of line quantities), not lines, so three of one
 * product count as three; extra-guarantee lines are left out as the spec says.
 */
export const countPayableItems = (cart: PaymentCart): number =>
  sumQuantities(cart.lines.filter((line) => line.productTypeKey !== 'extra_guarantee'));

/**
 * Items counted against the COD item limit (spec 2 §5, §9).
 * Reading chosen: units (quantities) of lines whose product type is exactly `standard_product`;
 * accessories, `product` and extra guarantees are not standard products.
 */
export const countStandardProductItems = (cart: PaymentCart): number =>
  sumQuantities(cart.lines.filter((line) => line.productTypeKey === 'standard_product'));
