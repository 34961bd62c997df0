import { BadRequestException, type Logger } from '@nestjs/common';
import type { Cart, Payment } from '@commercetools/platform-sdk';
import { validateAddressPostalCodes } from '@shop/domain';
import { cartTotalGross, toMoney } from './cart-money.js';

/** Spec 2 §4 payment flow step 2, §8. */
export const CONTACT_DETAILS_MISSING = 'Email or address details are missing';

const blank = (value: string | undefined): boolean => value === undefined || value.trim() === '';

/**
 * The contact details an order needs (spec 2 §4 pre-pay checks, §5 'Order needs an e-mail'), by
 * field, that the cart lacks. Reading pinned: the spec names three separate things, the e-mail
 * (the cart's customerEmail), the billing first name and the billing e-mail (the billing
 * address's own email field); each must be non-blank, the cart e-mail does not stand in for the
 * billing one.
 */
export function missingContactDetails(cart: Cart): string[] {
  return [
    ...(blank(cart.customerEmail) ? ['customerEmail'] : []),
    ...(blank(cart.billingAddress?.firstName) ? ['billingAddress.firstName'] : []),
    ...(blank(cart.billingAddress?.email) ? ['billingAddress.email'] : []),
  ];
}

/** Spec 2 §5, §8: each address's postal code against its country ('Postal code is incorrect in …'). */
export const postalCodeFailures = (cart: Cart): string[] =>
  validateAddressPostalCodes({ billingAddress: cart.billingAddress, shippingAddress: cart.shippingAddress });

/**
 * Whether the payment still covers the cart: its amountPlanned is the cart's gross total, which
 * includes the COD fee line when COD is the method (spec 2 §3 payment record: "centAmount from
 * the total gross price"). False after lines changed once the method was chosen, and for a cart
 * whose COD fee was only written to calculatedCodFee, outside the totals (chosen before the fee
 * became a line): choosing the method again puts the line on.
 */
export function paymentCoversCart(payment: Payment, cart: Cart): boolean {
  const planned = toMoney(payment.amountPlanned);
  const due = cartTotalGross(cart);
  return planned.currencyCode === due.currencyCode && planned.centAmount === due.centAmount && planned.fractionDigits === due.fractionDigits;
}

/**
 * The pre-pay checks of the cart itself (spec 2 §4 step 2), in the order the shopper can fix them;
 * each failure a 400 saying what to fix. Run before an order is placed and before any card money moves.
 */
export function checkOrderable(cart: Cart, logger: Logger): void {
  if (cart.lineItems.length === 0) throw new BadRequestException('The cart has no items to order');
  const missing = missingContactDetails(cart);
  if (missing.length > 0) {
    // Spec 2 §4: the order-without-email event. Field names only: no personal data in the log.
    logger.warn(`order-without-email: cart ${cart.id} lacks ${missing.join(', ')}`);
    throw new BadRequestException({ message: CONTACT_DETAILS_MISSING, errors: missing });
  }
  const postal = postalCodeFailures(cart);
  if (postal.length > 0) throw new BadRequestException({ message: postal.join('; '), errors: postal });
}
