import type {
  Cart, CartAddLineItemAction, CartChangeLineItemQuantityAction, CartUpdateAction, ChannelResourceIdentifier, CustomFieldsDraft,
} from '@commercetools/platform-sdk';

const channel = (reference: { id: string } | undefined): ChannelResourceIdentifier | undefined =>
  reference ? { typeId: 'channel', id: reference.id } : undefined;

/**
 * The cart update actions that merge an anonymous cart into the customer's cart, by
 * commercetools' rule for MergeWithExistingCustomerCart:
 * - a line whose product and variant the customer's cart already has does not add up: the line
 *   gets the larger of the two quantities (the anonymous line's custom fields are dropped);
 * - any other line is copied with its quantity, channels, custom fields (the parent SKU of an
 *   extra guarantee) and addedAt;
 * - gift line items are not copied (cart discounts add them again if the merged cart qualifies),
 *   nor are custom line items or the anonymous cart's own custom fields.
 * The actions run through the carts' update, so prices, discounts and taxes are recalculated.
 */
export function mergeActions(anonymous: Cart, target: Cart): CartUpdateAction[] {
  const raised = new Map<string, number>();
  const added: CartAddLineItemAction[] = [];
  for (const line of anonymous.lineItems) {
    if (line.lineItemMode === 'GiftLineItem') continue;
    const match = target.lineItems.find((candidate) => candidate.productId === line.productId && candidate.variant.id === line.variant.id);
    if (match) {
      const quantity = Math.max(raised.get(match.id) ?? match.quantity, line.quantity);
      if (quantity > match.quantity) raised.set(match.id, quantity);
      continue;
    }
    const supplyChannel = channel(line.supplyChannel);
    const distributionChannel = channel(line.distributionChannel);
    added.push({
      action: 'addLineItem',
      productId: line.productId,
      variantId: line.variant.id,
      quantity: line.quantity,
      ...(supplyChannel ? { supplyChannel } : {}),
      ...(distributionChannel ? { distributionChannel } : {}),
      // Passed through as stored, so the copy's custom fields compare equal to the original's.
      ...(line.custom ? { custom: line.custom as unknown as CustomFieldsDraft } : {}),
      ...(line.addedAt ? { addedAt: line.addedAt } : {}),
    });
  }
  const changed: CartChangeLineItemQuantityAction[] = [...raised].map(([lineItemId, quantity]) => ({
    action: 'changeLineItemQuantity', lineItemId, quantity,
  }));
  return [...changed, ...added];
}
