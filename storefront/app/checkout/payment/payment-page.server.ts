import type { OwnPaymentMethodCode } from '@shop/domain';
import { data } from 'react-router';
import type { ShopRequest } from '../../shop/shop-context';
import { guardPaymentStep } from '../checkout-step.server';
import type { CommerceAddress } from './commerce-shapes';
import { moneyOf } from './money-of';
import { orderSummaryOf, type SummaryView } from './order-summary-view';
import { attachedMethod, initialMethod, paymentOptionsFor, type PaymentOption } from './payment-options';
import { bankDetailsOf, codFeeOf, codFeeTitleOf, type BankDetails } from './store-payment-settings';
import { storeFieldsOf } from './store-fields.server';
import type { Money } from '@shop/domain';

export interface PaymentPageData {
  readonly cartId: string;
  readonly summary: SummaryView;
  readonly options: readonly PaymentOption[];
  /** The method the form starts with (none when neither is allowed). */
  readonly selected: OwnPaymentMethodCode | undefined;
  /** The method the cart's payment is now (the summary shows the COD fee line for COD). */
  readonly attached: OwnPaymentMethodCode | undefined;
  readonly codFee: { readonly title: string | undefined; readonly amount: Money };
  readonly bankDetails: BankDetails | undefined;
  readonly email: string | undefined;
  readonly billingAddress: CommerceAddress | undefined;
  readonly shippingAddress: CommerceAddress | undefined;
}

/** The payment step (spec 2 §2, §4, §5): the guarded cart, its summary and what it may be paid with. */
export async function loadPaymentPage(shop: ShopRequest): Promise<PaymentPageData> {
  const cart = await guardPaymentStep(shop);
  let fields: Readonly<Record<string, unknown>>;
  try {
    fields = await storeFieldsOf(shop);
  } catch (error) {
    // Without the store, neither the fee nor the bank account is known: no honest page to show.
    console.error(`getStores failed on the payment step: ${(error as Error).message}`);
    throw data(null, { status: 503 });
  }
  const currency = moneyOf(cart.totalPrice).currencyCode;
  const fee = codFeeOf(fields, currency);
  const bankDetails = bankDetailsOf(fields);
  // A store without its bank account cannot take a transfer, whatever the rules allow.
  const options = paymentOptionsFor(cart, shop.country, fee).map((option) =>
    option.code === 'bank_transfer' && !bankDetails && option.eligibility.allowed
      ? { ...option, eligibility: { allowed: false, reasons: [{ code: 'disabled-in-country' as const }] } }
      : option);
  return {
    cartId: cart.id,
    summary: orderSummaryOf(cart, shop.language),
    options,
    selected: initialMethod(options, cart),
    attached: attachedMethod(cart),
    codFee: { title: codFeeTitleOf(fields, shop.language), amount: fee },
    bankDetails,
    email: cart.customerEmail,
    billingAddress: cart.billingAddress,
    shippingAddress: cart.shippingAddress,
  };
}
