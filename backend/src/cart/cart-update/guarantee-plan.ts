import type { CartUpdateAction } from '@commercetools/platform-sdk';
import { storeFeaturesFor } from '@shop/markets';
import { guaranteesForMarket, guaranteesOfferedFor, isVirtualSku } from '@shop/domain';
import { guaranteeLineCustom } from '../../commerce/schema/index.js';
import { asGuaranteeProduct, guaranteeableLine, guaranteeUnitPrice } from './guarantee-lines.js';
import type { PlanContext } from './plan-context.js';
import type { PlanState } from './plan-state.js';

/**
 * An extra guarantee for a line of the cart (spec 2 §4 Extra guarantee), with every rule of the
 * offer enforced here rather than trusted from the storefront: the SKU is a guarantee sold and
 * enabled in this market, the covered SKU is a (non-virtual) line of the cart without a
 * guarantee yet, and the guarantee does not exclude it by SKU, brand or relation.
 *
 * Choices: the line covers every unit of the covered SKU, so its quantity is the parent's (the
 * quantity sent is not used), and its price per unit is domain's guarantee price of the
 * parent's unit price, set as an external price; both follow the parent afterwards.
 */
export function planGuarantee(index: number, sku: string, parentSku: string, context: PlanContext): CartUpdateAction[] {
  const { state, market } = context;
  if (!storeFeaturesFor(market.country).sale_of_additional_guarantee_enabled) {
    throw context.refuse(index, 'Extra guarantees are not sold in this market');
  }
  if (isVirtualSku(parentSku)) throw context.refuse(index, `An extra guarantee cannot cover the virtual SKU '${parentSku}'`);
  const parents = state.standardLinesOf(parentSku);
  const parent = parents[0];
  if (!parent) throw context.refuse(index, `The cart has no line with SKU '${parentSku}' for the guarantee to cover`);
  if (state.guaranteeOf(parentSku)) throw context.refuse(index, `The SKU '${parentSku}' already has an extra guarantee`);

  const sold = isVirtualSku(sku) ? context.product(sku) : undefined;
  const guarantee = sold && asGuaranteeProduct(sold.variant, sold.product.published ?? true);
  if (!guarantee) throw context.refuse(index, `'${sku}' is not an extra guarantee sold in this market`);
  if (guaranteesForMarket([guarantee], market.locale).length === 0) {
    throw context.refuse(index, `The extra guarantee '${sku}' is not offered in this market`);
  }
  const offer = { guarantees: [guarantee], languageAndCountry: market.locale, isPaymentPage: false, cartLines: state.links() };
  if (guaranteesOfferedFor(guaranteeableLine(parentSku, parent.variant), offer).length === 0) {
    throw context.refuse(index, `The extra guarantee '${sku}' does not cover SKU '${parentSku}' (excluded by SKU, brand or relation)`);
  }
  const price = guaranteeUnitPrice(parent.unitPrice, guarantee.ratePercent);
  if (!price) throw context.refuse(index, `The SKU '${parentSku}' has no price to base the guarantee on`);
  const quantity = state.quantityOf(parentSku);
  state.add({
    id: undefined, sku, quantity, parentSku, gift: false, mergesAdds: undefined, variant: sold.variant,
    unitPrice: { type: 'centPrecision', ...price },
  });
  return [{
    action: 'addLineItem', sku, quantity,
    externalPrice: { currencyCode: price.currencyCode, centAmount: price.centAmount },
    custom: guaranteeLineCustom(parentSku),
  }];
}

/**
 * After the batch's own actions: a guarantee line the cart already had takes its parent's
 * quantity in the same batch (a parent lowered, raised or partly removed).
 */
export function planGuaranteeQuantities(state: PlanState): CartUpdateAction[] {
  return state.guaranteeLines().flatMap((line) => {
    const quantity = state.quantityOf(line.parentSku!);
    if (line.id === undefined || quantity === 0 || quantity === line.quantity) return [];
    line.quantity = quantity;
    return [{ action: 'changeLineItemQuantity' as const, lineItemId: line.id, quantity }];
  });
}
