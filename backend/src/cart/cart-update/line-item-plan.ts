import type { CartUpdateAction } from '@commercetools/platform-sdk';
import { isVirtualSku } from '@shop/domain';
import { lineChannels } from '../channel-identifier.payload.js';
import { cappedAddition, cappedLineQuantity } from '../quantity-cap.js';
import { planGuarantee } from './guarantee-plan.js';
import type { AddLineItemAction, ChangeLineItemQuantityAction, RemoveLineItemAction } from './line-item-actions.payload.js';
import type { PlanContext } from './plan-context.js';
import { channelsKey, type PlannedLine } from './plan-state.js';
import { unitPriceOf } from './guarantee-lines.js';

/**
 * The one place a shopper's line is added, whichever call asks (addToCart, updateCart): a plain
 * add is capped by stock and the cart maximum over every line of the SKU (the spec's message when
 * nothing more fits); a virtual SKU only comes as an extra guarantee, with a parent SKU, whose
 * rules are its own (guarantee-plan.ts), so no guarantee line exists without the line it covers.
 */
export function planAddLineItem(index: number, action: AddLineItemAction, context: PlanContext): CartUpdateAction[] {
  if (action.custom) return planGuarantee(index, action.sku, action.custom.fields.parentSku, context);
  const { state } = context;
  if (isVirtualSku(action.sku)) {
    throw context.refuse(index, `'${action.sku}' is an extra guarantee: add it with custom.fields.parentSku naming the SKU it covers`);
  }
  const sold = context.product(action.sku);
  if (!sold) throw context.refuse(index, `No product with SKU '${action.sku}' is sold in this market`);
  const quantity = cappedAddition(action.quantity ?? 1, context.stock(action.sku), state.quantityOf(action.sku));
  const channels = lineChannels(action);
  const mergeKey = channelsKey(channels.supplyChannel?.id, channels.distributionChannel?.id);
  const into = state.standardLinesOf(action.sku).find((line) => line.mergesAdds === mergeKey);
  if (into) {
    into.quantity += quantity;
  } else {
    const named = [channels.supplyChannel, channels.distributionChannel].some((channel) => channel?.key !== undefined);
    state.add({
      id: undefined, sku: action.sku, quantity, parentSku: undefined, gift: false, mergesAdds: named ? undefined : mergeKey,
      variant: sold.variant, unitPrice: unitPriceOf(sold.variant.price),
    });
  }
  return [{ action: 'addLineItem', sku: action.sku, quantity, ...channels }];
}

export function planRemoveLineItem(index: number, action: RemoveLineItemAction, context: PlanContext): CartUpdateAction[] {
  const line = changeableLine(index, action.lineItemId, context);
  if (action.quantity !== undefined && action.quantity < line.quantity) {
    if (line.parentSku !== undefined) throw guaranteeFollowsParent(index, context);
    line.quantity -= action.quantity;
    return [{ action: 'removeLineItem', lineItemId: action.lineItemId, quantity: action.quantity }];
  }
  return removeLine(line, context);
}

/** Lowering is always allowed; raising is capped by stock and the cart maximum over every line of the SKU. */
export function planChangeLineItemQuantity(index: number, action: ChangeLineItemQuantityAction, context: PlanContext): CartUpdateAction[] {
  const line = changeableLine(index, action.lineItemId, context);
  if (action.quantity === 0) return removeLine(line, context);
  if (line.parentSku !== undefined) throw guaranteeFollowsParent(index, context);
  const others = context.state.quantityOf(line.sku) - line.quantity;
  const quantity = cappedLineQuantity(action.quantity, line.quantity, context.stock(line.sku), others);
  line.quantity = quantity;
  return [{ action: 'changeLineItemQuantity', lineItemId: action.lineItemId, quantity }];
}

function changeableLine(index: number, lineItemId: string, { state, refuse }: PlanContext): PlannedLine {
  const line = state.lineById(lineItemId);
  if (!line) throw refuse(index, `The cart has no line item '${lineItemId}'`);
  if (line.gift) throw refuse(index, 'A gift line comes and goes with its discount; it cannot be changed');
  return line;
}

/**
 * Removing the last line of a SKU removes its extra guarantee with it (a guarantee covers a
 * product in the cart, never nothing). A guarantee line the batch itself added has no id yet;
 * the follow-up after the batch removes it (see guarantee-sync.ts).
 */
function removeLine(line: PlannedLine, { state }: PlanContext): CartUpdateAction[] {
  state.remove(line);
  const actions: CartUpdateAction[] = [{ action: 'removeLineItem', lineItemId: line.id! }];
  const guarantee = line.parentSku === undefined && state.quantityOf(line.sku) === 0 ? state.guaranteeOf(line.sku) : undefined;
  if (guarantee) {
    state.remove(guarantee);
    if (guarantee.id !== undefined) actions.push({ action: 'removeLineItem', lineItemId: guarantee.id });
  }
  return actions;
}

const guaranteeFollowsParent = (index: number, { refuse }: PlanContext) =>
  refuse(index, "An extra guarantee's quantity follows the line it covers; it can only be removed");
