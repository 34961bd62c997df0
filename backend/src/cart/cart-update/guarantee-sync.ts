import type { Cart, CartUpdateAction, LineItem } from '@commercetools/platform-sdk';
import { isVirtualSku } from '@shop/domain';
import { parentSkuOf } from '../../commerce/schema/index.js';
import { guaranteeUnitPrice, ratePercentOf, unitPriceOf } from './guarantee-lines.js';

const isParentOf = (sku: string) => (line: LineItem): boolean =>
  line.variant.sku === sku && line.lineItemMode !== 'GiftLineItem' && parentSkuOf(line) === undefined;

/** Domain's guarantee price of the parent's unit price; undefined (left as it is) when either is unknown or malformed. */
const expectedPrice = (guarantee: LineItem, parent: LineItem): number | undefined =>
  guaranteeUnitPrice(unitPriceOf(parent.price), ratePercentOf(guarantee.variant))?.centAmount;

/**
 * What keeps extra-guarantee lines in step with the lines they cover after any change to the
 * cart (every cart call, not only the generic update): a guarantee whose SKU has left the cart
 * goes, a second guarantee for the same SKU goes, a virtual SKU without a covered line goes, the quantity is the covered SKU's, and the
 * price follows the covered line's price (a product discount that started or ended, a product
 * data refresh). Empty when everything is in step.
 */
export function guaranteeSyncActions(cart: Cart): CartUpdateAction[] {
  const covered = new Set<string>();
  return cart.lineItems.flatMap((line): CartUpdateAction[] => {
    const parentSku = parentSkuOf(line);
    // A virtual SKU only ever comes as a guarantee of a line; one without a parent is no line of the shop's.
    if (parentSku === undefined) return isVirtualSku(line.variant.sku ?? '') ? [{ action: 'removeLineItem', lineItemId: line.id }] : [];
    const parents = cart.lineItems.filter(isParentOf(parentSku));
    if (parents.length === 0 || covered.has(parentSku)) return [{ action: 'removeLineItem', lineItemId: line.id }];
    covered.add(parentSku);
    const actions: CartUpdateAction[] = [];
    const quantity = parents.reduce((total, parent) => total + parent.quantity, 0);
    if (quantity !== line.quantity) actions.push({ action: 'changeLineItemQuantity', lineItemId: line.id, quantity });
    const price = expectedPrice(line, parents[0]!);
    if (price !== undefined && (line.priceMode !== 'ExternalPrice' || line.price.value.centAmount !== price)) {
      actions.push({ action: 'setLineItemPrice', lineItemId: line.id, externalPrice: { currencyCode: cart.totalPrice.currencyCode, centAmount: price } });
    }
    return actions;
  });
}
