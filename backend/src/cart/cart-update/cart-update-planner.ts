import { Inject, Injectable } from '@nestjs/common';
import type { Cart, CartUpdateAction, ProductProjection } from '@commercetools/platform-sdk';
import type { MarketContext } from '../../api/call-context.js';
import { priceContextOf } from '../../catalogue/price-context-of.js';
import { COMMERCE_PORT, type CommercePort } from '../../commerce/port/commerce-port.js';
import { stockOf } from '../quantity-cap.js';
import { ShippingMethodList } from '../shipping-method-list.js';
import { actionError } from './action-error.js';
import { planBillingAddress, planShippingAddress } from './address-plan.js';
import {
  AddDiscountCodeAction, AddPaymentAction, RecalculateAction, RemoveDiscountCodeAction, SetBillingAddressAction,
  SetCustomerEmailAction, SetCustomTypeAction, SetShippingAddressAction, SetShippingMethodAction,
} from './cart-field-actions.payload.js';
import { planCustomType } from './custom-type-plan.js';
import { planDefaultShipping } from './default-shipping-plan.js';
import { planGuaranteeQuantities } from './guarantee-plan.js';
import { AddLineItemAction, ChangeLineItemQuantityAction, RemoveLineItemAction } from './line-item-actions.payload.js';
import { planAddLineItem, planChangeLineItemQuantity, planRemoveLineItem } from './line-item-plan.js';
import type { PlanContext, Refuse, SoldVariant } from './plan-context.js';
import { PlanState } from './plan-state.js';
import { planAddPayment } from './payment-plan.js';
import { NetPriceDecision } from '../net-prices/net-price-decision.js';
import { taxModePlan } from '../net-prices/tax-mode-plan.js';
import type { CartAction } from './update-cart.payload.js';

const variantOf = (product: ProductProjection, sku: string): SoldVariant | undefined => {
  const variant = [product.masterVariant, ...product.variants].find((candidate) => candidate.sku === sku);
  return variant && { product, variant };
};

/**
 * Turns the shopper's validated actions into the actions sent to the platform, enforcing the
 * shop's rules on the way (caps, stock, extra guarantees, postal codes, payment ownership, the
 * COD fee). Every action is checked against the cart as the actions before it leave it, and
 * nothing is sent unless the whole batch passes.
 */
@Injectable()
export class CartUpdatePlanner {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly shippingMethods: ShippingMethodList,
    private readonly netPrices: NetPriceDecision,
  ) {}

  /**
   * The whole update for the shopper's actions on the cart as it is: their actions as the shop's
   * rules allow them, extra guarantees following their lines and the default shipping method,
   * so one shopper action is one write. `refuse` words a refusal for the calling protocol.
   */
  async plan(cart: Cart, actions: readonly CartAction[], market: MarketContext, refuse: Refuse = actionError): Promise<CartUpdateAction[]> {
    const state = new PlanState(cart);
    const [context, methods] = await Promise.all([this.context(state, actions, market, refuse), this.shippingMethods.all()]);
    const planned: CartUpdateAction[] = [];
    for (const [index, action] of actions.entries()) planned.push(...(await this.planOne(index, action, context)));
    planned.push(...planGuaranteeQuantities(state));
    const all = [...planned, ...planDefaultShipping(state, methods, planned)];
    return taxModePlan(cart, all, await this.paysNet(cart, all, market));
  }

  /**
   * NET or GROSS (issue 20): decided again only when the batch sets the billing address (its
   * company, VAT number and country are what decides); otherwise the cart keeps its tax mode.
   */
  private async paysNet(cart: Cart, planned: readonly CartUpdateAction[], market: MarketContext): Promise<boolean> {
    const billing = planned.findLast((action) => action.action === 'setBillingAddress');
    if (billing?.action !== 'setBillingAddress') return cart.taxMode === 'External';
    return billing.address ? this.netPrices.paysNet(billing.address, market) : false;
  }

  private async planOne(index: number, action: CartAction, context: PlanContext): Promise<CartUpdateAction[]> {
    const { cart } = context.state;
    if (action instanceof AddLineItemAction) return planAddLineItem(index, action, context);
    if (action instanceof RemoveLineItemAction) return planRemoveLineItem(index, action, context);
    if (action instanceof ChangeLineItemQuantityAction) return planChangeLineItemQuantity(index, action, context);
    if (action instanceof AddDiscountCodeAction) return [{ action: 'addDiscountCode', code: action.code }];
    if (action instanceof RemoveDiscountCodeAction) {
      return [{ action: 'removeDiscountCode', discountCode: { typeId: 'discount-code', id: action.discountCode.id } }];
    }
    if (action instanceof SetShippingMethodAction) {
      const id = action.shippingMethod?.id;
      return [id === undefined ? { action: 'setShippingMethod' } : { action: 'setShippingMethod', shippingMethod: { typeId: 'shipping-method', id } }];
    }
    if (action instanceof SetBillingAddressAction) return planBillingAddress(action);
    if (action instanceof SetShippingAddressAction) return planShippingAddress(index, action, context.market);
    if (action instanceof SetCustomerEmailAction) return [{ action: 'setCustomerEmail', email: action.email }];
    if (action instanceof AddPaymentAction) {
      return planAddPayment(index, action.payment.id, await this.commerce.payments.get(action.payment.id), cart);
    }
    if (action instanceof SetCustomTypeAction) return planCustomType(cart);
    if (action instanceof RecalculateAction) {
      return [{ action: 'recalculate', ...(action.updateProductData !== undefined ? { updateProductData: action.updateProductData } : {}) }];
    }
    // Validation only lets the actions above through; reaching this is a bug, not bad input.
    throw new Error(`no plan for cart update action '${(action as { action?: unknown }).action as string}'`);
  }

  /**
   * The products and stock the batch's line actions need, each fetched in one read and only when
   * needed: products for added SKUs (a guarantee's own product too), stock for added plain SKUs
   * and raised quantities (guarantees have none; a parent is read from the cart).
   */
  private async context(state: PlanState, actions: readonly CartAction[], market: MarketContext, refuse: Refuse): Promise<PlanContext> {
    const productSkus = new Set<string>();
    const stockSkus = new Set<string>();
    for (const action of actions) {
      if (action instanceof AddLineItemAction) {
        productSkus.add(action.sku);
        if (!action.custom) stockSkus.add(action.sku);
      } else if (action instanceof ChangeLineItemQuantityAction) {
        const line = state.lineById(action.lineItemId);
        if (line) stockSkus.add(line.sku);
      }
    }
    const [products, inventory] = await Promise.all([
      productSkus.size ? this.commerce.catalogue.productsBySkus([...productSkus], priceContextOf(market)) : [],
      stockSkus.size ? this.commerce.catalogue.inventoryBySkus([...stockSkus]) : [],
    ]);
    return {
      state,
      market,
      refuse,
      product: (sku) => products.map((product) => variantOf(product, sku)).find((found) => found !== undefined),
      stock: (sku) => stockOf(inventory, sku),
    };
  }
}
