import { BadRequestException, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import type { Cart, CentPrecisionMoney, Payment } from '@commercetools/platform-sdk';
import { add, codFeeInCurrency, type Money, type PaymentCart } from '@shop/domain';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { CartRefPayload } from '../cart/cart-ref.payload.js';
import { ShopperCarts } from '../cart/shopper-carts.js';
import { resourceNotFound } from '../commerce/port/commerce-error.js';
import { cartTotalGross, platformMoney, toMoney } from './cart-money.js';
import { replacePaymentActions } from './cart-payment-actions.js';
import { codFeeTitle } from './cod-fee.js';
import { cartTotalWithoutCodFee, type CodFeeLine } from './cod-fee-line.js';
import { BANK_TRANSFER, CASH_ON_DELIVERY, type OwnPaymentMethod } from './own-payment-methods.js';
import { paymentCartOf } from './payment-cart-of.js';
import { OwnPayments } from './own-payments.js';
import { refusalMessage } from './refusal-message.js';
import { StorePayments, type BankDetails } from './store-payment-settings.js';
import { cartView } from '../cart/cart-view.js';

export interface PaymentResponse {
  readonly payment: Payment;
  readonly cart: Cart;
}

export interface CodPaymentResponse extends PaymentResponse {
  /** The fee line the payment step shows (spec 2 §3): the store's title and the fee in the cart. */
  readonly codFee: { readonly title: string | null; readonly amount: CentPrecisionMoney };
}

export interface BankPaymentResponse extends PaymentResponse {
  readonly bankDetails: BankDetails;
}

/**
 * The payments the shop handles itself (spec 2 §4 payment flow step 1, §5 eligibility, §7
 * /createCodPayment and /createBankPayment): the session's cart gets one payment of the method,
 * for its gross total, when domain's rules allow the method for the cart in the market.
 */
@Injectable()
export class PaymentCalls {
  private readonly logger = new Logger('Checkout');

  constructor(
    private readonly carts: ShopperCarts,
    private readonly stores: StorePayments,
    private readonly payments: OwnPayments,
  ) {}

  /**
   * Cash on delivery: the store's fee becomes the cart's fee line (and its calculatedCodFee), in
   * the same update that attaches the payment, so the cart's total, the order's total and the
   * payment's amountPlanned are one amount. The fee line's title is the store's in the market's
   * language (the method's English name when the store has none).
   */
  @CommerceMethod('createCodPayment', { parts: [CartRefPayload] })
  async createCodPayment([ref]: [CartRefPayload], context: CallContext): Promise<CodPaymentResponse> {
    const { market } = context;
    const cart = await this.ownedCart(ref, context);
    const settings = await this.stores.settings(market.storeKey);
    const fee = codFeeInCurrency(settings.codFee, toMoney(cart.totalPrice).currencyCode);
    this.checkEligible(CASH_ON_DELIVERY, paymentCartOf(cart, fee), cart, context);
    const title = codFeeTitle(settings.codFeeTitle, market.language);
    const line = { fee, name: { [market.language]: title ?? CASH_ON_DELIVERY.name } };
    const paid = await this.attach(CASH_ON_DELIVERY, cart, add(cartTotalWithoutCodFee(cart), fee), line, context);
    return { ...paid, codFee: { title: title ?? null, amount: platformMoney(fee) } };
  }

  /** Bank transfer: the answer carries the store's bank details the shopper pays to. */
  @CommerceMethod('createBankPayment', { parts: [CartRefPayload] })
  async createBankPayment([ref]: [CartRefPayload], context: CallContext): Promise<BankPaymentResponse> {
    const cart = await this.ownedCart(ref, context);
    this.checkEligible(BANK_TRANSFER, paymentCartOf(cart), cart, context);
    const { bankDetails } = await this.stores.settings(context.market.storeKey);
    if (!bankDetails) {
      this.logger.error(`Store ${context.market.storeKey} offers bank transfer but has no complete bank details`);
      throw new ServiceUnavailableException('Bank transfer is not available in this store at the moment');
    }
    const paid = await this.attach(BANK_TRANSFER, cart, cartTotalWithoutCodFee(cart), undefined, context);
    return { ...paid, bankDetails };
  }

  private async ownedCart(ref: CartRefPayload, context: CallContext): Promise<Cart> {
    const cart = await this.carts.owned(context, ref.id);
    if (!cart) throw resourceNotFound(ref.id);
    return cart;
  }

  /** Domain's rules for the method on the cart's payment view; a 400 naming every failing rule. */
  private checkEligible(method: OwnPaymentMethod, paymentCart: PaymentCart, cart: Cart, context: CallContext): void {
    // Spec 2 §7: the payment is still created, but a cart without e-mail cannot become an order.
    if (!cart.customerEmail) this.logger.error(`Payment ${method.code} for cart ${cart.id}, which has no customer e-mail`);
    const eligibility = method.eligibility(paymentCart, context.market.country);
    if (!eligibility.allowed) {
      throw new BadRequestException({ message: refusalMessage(method.name, eligibility), errors: eligibility.reasons });
    }
  }

  /**
   * Makes the cart's payment of the method (OwnPayments: one per cart and method, a repeat gets
   * the same one) the cart's only one, with the COD fee line or without any. A new payment plans
   * what the cart will total once the update is in: its total without a fee line plus the new
   * fee. Should the update come out otherwise (the fee line reached the free-shipping threshold,
   * the default shipping method changed), or the payment be one made for an earlier total, it is
   * set to the cart's actual total, so amountPlanned always equals the cart's and the order's total.
   */
  private async attach(
    method: OwnPaymentMethod, cart: Cart, expected: Money, codFee: CodFeeLine | undefined, context: CallContext,
  ): Promise<PaymentResponse> {
    const own = await this.payments.forCart(method, expected, cart);
    // Planned from the cart as it is when applied: a change that lands first is not undone, nor its fee line removed twice.
    const updated = await this.carts.change(context, cart, (current) => replacePaymentActions(current, own.id, codFee));
    if (!updated) throw resourceNotFound(cart.id);
    const payment = await this.payments.withAmount(own, cartTotalGross(updated));
    return { payment, cart: cartView(updated, context.market) };
  }
}
