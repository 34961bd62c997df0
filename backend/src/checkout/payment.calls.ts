import { BadRequestException, Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import type { Cart, CentPrecisionMoney, Payment } from '@commercetools/platform-sdk';
import { codFeeInCurrency, type Money } from '@shop/domain';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { CartRefPayload } from '../cart/cart-ref.payload.js';
import { ShopperCarts } from '../cart/shopper-carts.js';
import { resourceNotFound } from '../commerce/port/commerce-error.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { cartTotalGross, platformMoney, toMoney } from './cart-money.js';
import { replacePaymentActions } from './cart-payment-actions.js';
import { codFeeTitle } from './cod-fee.js';
import { amountDue } from './pre-pay-checks.js';
import { BANK_TRANSFER, CASH_ON_DELIVERY, type OwnPaymentMethod } from './own-payment-methods.js';
import { paymentCartOf } from './payment-cart-of.js';
import { ownPaymentDraft } from './payment-draft.js';
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
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly carts: ShopperCarts,
    private readonly stores: StorePayments,
  ) {}

  /** Cash on delivery: the fee goes into the cart's calculatedCodFee and into the amount planned. */
  @CommerceMethod('createCodPayment', { parts: [CartRefPayload] })
  async createCodPayment([ref]: [CartRefPayload], context: CallContext): Promise<CodPaymentResponse> {
    const cart = await this.eligibleCart(CASH_ON_DELIVERY, ref, context);
    const { codFeeTitle: title, codFee } = await this.stores.settings(context.market.storeKey);
    const fee = codFeeInCurrency(codFee, toMoney(cart.totalPrice).currencyCode);
    const paid = await this.attach(CASH_ON_DELIVERY, cart, ref, amountDue(cart, fee), fee, context);
    return { ...paid, codFee: { title: codFeeTitle(title, context.market.language) ?? null, amount: platformMoney(fee) } };
  }

  /** Bank transfer: the answer carries the store's bank details the shopper pays to. */
  @CommerceMethod('createBankPayment', { parts: [CartRefPayload] })
  async createBankPayment([ref]: [CartRefPayload], context: CallContext): Promise<BankPaymentResponse> {
    const cart = await this.eligibleCart(BANK_TRANSFER, ref, context);
    const { bankDetails } = await this.stores.settings(context.market.storeKey);
    if (!bankDetails) {
      this.logger.error(`Store ${context.market.storeKey} offers bank transfer but has no complete bank details`);
      throw new ServiceUnavailableException('Bank transfer is not available in this store at the moment');
    }
    const paid = await this.attach(BANK_TRANSFER, cart, ref, cartTotalGross(cart), undefined, context);
    return { ...paid, bankDetails };
  }

  /** The session's cart, when the method may pay for it; otherwise a 400 naming every failing rule. */
  private async eligibleCart(method: OwnPaymentMethod, ref: CartRefPayload, context: CallContext): Promise<Cart> {
    const cart = await this.carts.owned(context, ref.id);
    if (!cart) throw resourceNotFound(ref.id);
    // Spec 2 §7: the payment is still created, but a cart without e-mail cannot become an order.
    if (!cart.customerEmail) this.logger.error(`Payment ${method.code} for cart ${cart.id}, which has no customer e-mail`);
    const eligibility = method.eligibility(paymentCartOf(cart), context.market.country);
    if (!eligibility.allowed) {
      throw new BadRequestException({ message: refusalMessage(method.name, eligibility), errors: eligibility.reasons });
    }
    return cart;
  }

  private async attach(
    method: OwnPaymentMethod, cart: Cart, ref: CartRefPayload, amount: Money, codFee: Money | undefined, context: CallContext,
  ): Promise<PaymentResponse> {
    const payment = await this.commerce.payments.create(ownPaymentDraft(method, amount, cart));
    const updated = await this.carts.update(context, cart, ref.version, replacePaymentActions(cart, payment.id, codFee));
    if (!updated) throw resourceNotFound(ref.id);
    return { payment, cart: cartView(updated, context.market) };
  }
}
