import {
  bankTransferEligibility, clientTypeOfAddress, codEligibility, filterPaymentMethods, subtract,
  type CountryCode, type Money, type OwnPaymentMethodCode, type PaymentCart, type PaymentEligibility,
} from '@shop/domain';
import { codFeeLineGross, codFeeLineOf } from '../../cart/summary/document-summary';
import { moneyOf } from '../../cart/summary/priced-document';
import type { CommerceCart } from './commerce-shapes';

/**
 * The part of the cart domain's COD and bank-transfer rules read (domain's PaymentCart), as the
 * backend builds it when it checks the same rules on createCodPayment / createBankPayment: the
 * lines by product-type key and freight attribute, the gross total without a fee line an earlier
 * COD choice put on the cart, and the fee COD would now charge.
 */
export function paymentCartOf(cart: CommerceCart, codFee: Money | undefined): PaymentCart {
  const gross = moneyOf(cart.taxedPrice?.totalGross ?? cart.totalPrice);
  const feeLineGross = codFeeLineGross(cart);
  return {
    totalGross: feeLineGross ? subtract(gross, feeLineGross) : gross,
    lines: cart.lineItems.map((line) => ({
      productTypeKey: line.productType?.key ?? 'standard_product',
      sku: line.variant.sku ?? '',
      quantity: line.quantity,
      isPackageTypeFreight: line.variant.attributes?.some((attribute) => attribute.name === 'isPackageTypeFreight' && attribute.value === true) ?? false,
    })),
    ...(codFee && codFee.centAmount > 0 ? { codFee } : {}),
  };
}

export interface PaymentOption {
  readonly code: OwnPaymentMethodCode;
  readonly eligibility: PaymentEligibility;
}

/** The shop's own methods in the order the page lists them (card methods come with their issue). */
const OWN_METHODS: readonly { code: OwnPaymentMethodCode; eligibility: (cart: PaymentCart, country: CountryCode) => PaymentEligibility }[] = [
  { code: 'cod', eligibility: codEligibility },
  { code: 'bank_transfer', eligibility: bankTransferEligibility },
];

/**
 * COD and bank transfer for this cart, market and client type, each with domain's verdict and
 * every reason it gives when it says no (spec 2 §5). The client-type filter is domain's; it
 * removes none of the shop's own methods today, but the list passes through it as the card
 * methods will.
 */
export function paymentOptionsFor(cart: CommerceCart, country: CountryCode, codFee: Money | undefined): PaymentOption[] {
  const methods = filterPaymentMethods(OWN_METHODS.map((method) => method.code), { clientType: clientTypeOfAddress(cart.billingAddress), quickPay: false });
  const withFee = paymentCartOf(cart, codFee);
  const withoutFee = paymentCartOf(cart, undefined);
  return OWN_METHODS.filter((method) => methods.includes(method.code)).map((method) => ({
    code: method.code,
    eligibility: method.eligibility(method.code === 'cod' ? withFee : withoutFee, country),
  }));
}

/**
 * The method the page starts with, chosen without changing the cart (nothing is attached on page
 * load): the one the cart is paid with already, when still allowed. With nothing attached, the
 * only allowed method is preselected when attaching it leaves the total as shown (bank transfer,
 * or COD without a fee); otherwise the shopper chooses, and the summary follows their choice.
 */
export function initialMethod(options: readonly PaymentOption[], cart: CommerceCart, codFee: Money): OwnPaymentMethodCode | undefined {
  const allowed = options.filter((option) => option.eligibility.allowed).map((option) => option.code);
  const attached = attachedMethod(cart);
  if (attached) return allowed.includes(attached) ? attached : undefined;
  const [only] = allowed;
  if (allowed.length !== 1 || !only) return undefined;
  return only === 'cod' && codFee.centAmount > 0 ? undefined : only;
}

/**
 * Which of the shop's methods the cart's payment is now, as far as the cart shows it: COD puts
 * its fee line and its calculatedCodFee field on the cart (the field also for a zero fee), any
 * other payment takes both off.
 */
export function attachedMethod(cart: CommerceCart): OwnPaymentMethodCode | undefined {
  if (codFeeLineOf(cart) || cart.custom?.fields?.['calculatedCodFee'] !== undefined) return 'cod';
  return (cart.paymentInfo?.payments.length ?? 0) > 0 ? 'bank_transfer' : undefined;
}
