import { randomUUID } from 'node:crypto';
import type { Cart, CartSetLineItemPriceAction, LineItem, Price, _Money } from '@commercetools/platform-sdk';
import { invalidInput, invalidOperation } from '../../../port/commerce-error.js';
import type { CartContext } from '../cart-context.js';
import { findLine, replaceLine } from './line-lookup.js';

/**
 * An externalPrice as the line's price (priceMode ExternalPrice): in the cart's currency, whole
 * cents, not negative. High-precision drafts are not supported by the engine (the shop sends cents).
 */
export function externalLinePrice(money: _Money, cart: Cart): Price {
  const { currencyCode, fractionDigits } = cart.totalPrice;
  if ((money as { type?: string }).type === 'highPrecision' || (money as { preciseAmount?: unknown }).preciseAmount !== undefined) {
    throw invalidOperation('High-precision external prices are not supported by the embedded engine.');
  }
  if (money.currencyCode !== currencyCode) {
    throw invalidInput(`The external price is in '${money.currencyCode}' but the cart is in '${currencyCode}'.`, 'InvalidField', {
      field: 'externalPrice', invalidValue: money,
    });
  }
  const { centAmount } = money;
  if (centAmount === undefined || !Number.isSafeInteger(centAmount) || centAmount < 0) {
    throw invalidInput(`The external price amount '${String(centAmount)}' is not a whole, non-negative number of cents.`, 'InvalidField', {
      field: 'externalPrice.centAmount', invalidValue: centAmount,
    });
  }
  return { id: randomUUID(), value: { type: 'centPrecision', centAmount, currencyCode, fractionDigits } };
}

/**
 * Sets the line's price and its priceMode to ExternalPrice; without a price an ExternalPrice line
 * goes back to Platform (the recalculation selects its price again).
 */
export function setLineItemPrice(cart: Cart, action: CartSetLineItemPriceAction, context: CartContext): Cart {
  const line = findLine(cart, action.lineItemId, action.lineItemKey);
  if (action.externalPrice) {
    return replaceLine(cart, { ...line, price: externalLinePrice(action.externalPrice, cart), priceMode: 'ExternalPrice', lastModifiedAt: context.now });
  }
  if (line.priceMode !== 'ExternalPrice') return cart;
  return replaceLine(cart, { ...line, priceMode: 'Platform', lastModifiedAt: context.now } as LineItem);
}
