import { Injectable } from '@nestjs/common';
import type { BaseAddress, Cart } from '@commercetools/platform-sdk';
import type { CallContext } from '../../api/call-context.js';
import { CommerceMethod } from '../../api/commerce-method.decorator.js';
import { CartRefPayload } from '../cart-ref.payload.js';
import { cartResponse, type CartResponse } from '../cart-response.js';
import { ShopperCarts } from '../shopper-carts.js';
import { ApplyVatIdPayload } from './apply-vat-id.payload.js';
import { NetPriceDecision } from './net-price-decision.js';
import { taxModePlan } from './tax-mode-plan.js';

/** The cart's billing address with the company and VAT ID given (fax holds the VAT ID, spec 2 §3); the rest kept as it is. */
function billingWith(cart: Cart, payload: ApplyVatIdPayload, country: string): BaseAddress {
  const { id: _id, fax: _fax, company: _company, ...kept } = cart.billingAddress ?? { country };
  const vatId = payload.vatId.trim();
  const company = payload.company?.trim() ?? '';
  return { ...kept, country: kept.country ?? country, ...(company ? { company } : {}), ...(vatId ? { fax: vatId } : {}) };
}

/**
 * `[cartRef, { vatId, company? }]` → `{ cart }` (issue 20): the billing step's VAT ID on the cart
 * as soon as it is validated, before the whole address is saved, so the prices turn NET (or back
 * to GROSS) while the shopper is still typing. The same owner decides as for a saved billing
 * address (NetPriceDecision, taxModePlan): the shop's own validation, never the client's word;
 * the answer's cart.taxMode 'External' says NET is active. A postal code is not needed yet: the
 * address is checked in full when the form is saved (updateCart's setBillingAddress).
 */
@Injectable()
export class ApplyVatIdCalls {
  constructor(
    private readonly carts: ShopperCarts,
    private readonly decision: NetPriceDecision,
  ) {}

  @CommerceMethod('applyVatId', { parts: [CartRefPayload, ApplyVatIdPayload] })
  async applyVatId([ref, payload]: [CartRefPayload, ApplyVatIdPayload], context: CallContext): Promise<CartResponse> {
    const cart = await this.carts.owned(context, ref.id);
    if (!cart) return cartResponse(context.market, undefined);
    return cartResponse(context.market, await this.carts.change(context, cart, async (current) => {
      const address = billingWith(current, payload, context.market.country);
      return taxModePlan(current, [{ action: 'setBillingAddress', address }], await this.decision.paysNet(address, context.market));
    }));
  }
}
