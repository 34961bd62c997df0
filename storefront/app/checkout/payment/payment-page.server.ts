import type { Money, OwnPaymentMethodCode } from '@shop/domain';
import { data } from 'react-router';
import { cartViewOf } from '../../cart/cart.server';
import type { CartView } from '../../cart/cart-view';
import { moneyOf } from '../../cart/summary/priced-document';
import type { ShopRequest } from '../../shop/shop-context';
import { guardPaymentStep } from '../checkout-step.server';
import { loadDropInSettings } from '../adyen/adyen-payment.server';
import type { DropInSettings } from '../adyen/drop-in-settings';
import type { CommerceAddress } from './commerce-shapes';
import { attachedMethod, initialMethod, paymentOptionsFor, type PaymentOption } from './payment-options';
import { TOTAL_CHANGED } from './payment-paths';
import { bankDetailsOf, codFeeOf, codFeeTitleOf, type BankDetails } from './store-payment-settings';
import { storeFieldsOf } from './store-fields.server';

export interface PaymentPageData {
  readonly cartId: string;
  /** The cart as the cart page shows it (its summary is every page's), without guarantee offers here. */
  readonly cart: CartView;
  readonly options: readonly PaymentOption[];
  /** The method the form starts with (none when neither is allowed). */
  readonly selected: OwnPaymentMethodCode | undefined;
  /** The method the cart's payment is now (the summary shows the COD fee line for COD). */
  readonly attached: OwnPaymentMethodCode | undefined;
  readonly codFee: { readonly title: string | undefined; readonly amount: Money };
  /**
   * Placing the order attached a method that changed the total, so no order was made: the page
   * asks to confirm the total now shown, naming the COD fee when that is what was added.
   */
  readonly totalChanged: { readonly codFee: Money | undefined } | undefined;
  readonly bankDetails: BankDetails | undefined;
  readonly email: string | undefined;
  readonly billingAddress: CommerceAddress | undefined;
  readonly shippingAddress: CommerceAddress | undefined;
  /** Card and wallet payments through Adyen's Drop-in (issue 19); undefined when the shop takes none. */
  readonly dropIn: DropInSettings | undefined;
}

/** The store's custom fields: without them neither the fee nor the bank account is known, so no honest page (503). */
async function storeFields(shop: ShopRequest): Promise<Readonly<Record<string, unknown>>> {
  try {
    return await storeFieldsOf(shop);
  } catch (error) {
    console.error(`getStores failed on the payment step: ${(error as Error).message}`);
    throw data(null, { status: 503 });
  }
}

/** The payment step (spec 2 §2, §4, §5): the guarded cart, its summary and what it may be paid with. */
export async function loadPaymentPage(shop: ShopRequest, url: URL): Promise<PaymentPageData> {
  const cart = await guardPaymentStep(shop);
  const [fields, view, dropIn] = await Promise.all([storeFields(shop), cartViewOf(shop, cart, { isPaymentPage: true }), loadDropInSettings(shop, cart)]);
  // guardPaymentStep answers a cart with lines, so there is a view.
  if (!view) throw data(null, { status: 503 });
  const fee = codFeeOf(fields, moneyOf(cart.totalPrice).currencyCode);
  const bankDetails = bankDetailsOf(fields);
  // A store without its bank account cannot take a transfer, whatever the rules allow.
  const options = paymentOptionsFor(cart, shop.country, fee).map((option) =>
    option.code === 'bank_transfer' && !bankDetails && option.eligibility.allowed
      ? { ...option, eligibility: { allowed: false, reasons: [{ code: 'disabled-in-country' as const }] } }
      : option);
  const attached = attachedMethod(cart);
  return {
    cartId: cart.id,
    cart: view,
    options,
    selected: initialMethod(options, cart, fee),
    attached,
    codFee: { title: codFeeTitleOf(fields, shop.language), amount: fee },
    totalChanged: url.searchParams.get(TOTAL_CHANGED.name) === TOTAL_CHANGED.value
      ? { codFee: attached === 'cod' && fee.centAmount > 0 ? fee : undefined }
      : undefined,
    bankDetails,
    email: cart.customerEmail,
    billingAddress: cart.billingAddress,
    shippingAddress: cart.shippingAddress,
    dropIn,
  };
}
