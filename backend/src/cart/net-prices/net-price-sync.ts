import type { Cart, CartUpdateAction, LineItem } from '@commercetools/platform-sdk';
import { netOfGross } from '@shop/domain';
import { NET_SHIPPING_CLASSIFICATION, parentSkuOf } from '../../commerce/schema/index.js';
import { cartCodFee } from '../../checkout/cart-money.js';
import { codFeeLineOf } from '../../checkout/cod-fee-line.js';
import { unitPriceOf } from '../cart-update/guarantee-lines.js';

/**
 * Whether a line's price follows the cart's tax mode: a product line. An extra guarantee follows
 * the line it covers instead (guarantee-sync.ts: its share of the covered line's price, so of the
 * NET price in a NET cart), a gift line its discount.
 */
const followsTaxMode = (line: LineItem): boolean => parentSkuOf(line) === undefined && line.lineItemMode !== 'GiftLineItem';

/**
 * What makes a cart's prices match its tax mode (issue 20, NET prices), the counterpart of
 * reverseChargeSyncActions for the amounts. The catalogue, the shipping rates and the COD fee are
 * gross (VAT included, seed/taxes.ts), so in a NET cart (taxMode External, 0 % reverse charge):
 * - a product line the platform prices (priceMode Platform) gets the net of the unit price the
 *   platform chose for it (product discount included; cart discounts such as the volume discounts
 *   still apply on top, to the net) as its external price (setLineItemPrice, ExternalPrice). A
 *   line keeps that price while it is in the cart: a quantity change keeps the net unit (the
 *   shop's prices have no quantity tiers; its volume discounts are cart discounts);
 * - the COD fee line costs the net of the store's fee (the cart's calculatedCodFee, which stays
 *   the store's gross fee) through changeCustomLineItemMoney.
 * - the shipping costs its rate's 'net' classification tier (shippingRateInputAction).
 * In a GROSS cart every product line goes back to the platform's price (setLineItemPrice without
 * a price: priceMode Platform, price selected again), the fee line to the store's fee and the
 * shipping to its rate's own price.
 * `includedPercent` (the VAT percent the gross prices include) is asked only when a NET amount is
 * due; when it is unknown nothing is netted. Empty when the cart is in step.
 */
export async function netPriceSyncActions(cart: Cart, includedPercent: () => Promise<number | undefined>): Promise<CartUpdateAction[]> {
  const net = cart.taxMode === 'External';
  const lines = cart.lineItems.filter(followsTaxMode);
  const fee = codFeeLineOf(cart);
  const storeFee = cartCodFee(cart);
  const shipping = shippingRateInputAction(cart, net);
  if (!net) {
    return [
      ...lines.filter((line) => line.priceMode === 'ExternalPrice').map((line): CartUpdateAction => ({ action: 'setLineItemPrice', lineItemId: line.id })),
      ...(fee && storeFee && fee.money.centAmount !== storeFee.centAmount ? [feeMoney(fee.id, storeFee.centAmount, storeFee.currencyCode)] : []),
      ...shipping,
    ];
  }
  const grossLines = lines.filter((line) => line.priceMode === 'Platform');
  const percent = grossLines.length > 0 || (fee && storeFee) ? await includedPercent() : undefined;
  if (percent === undefined) return shipping;
  const linePrices = grossLines.flatMap((line): CartUpdateAction[] => {
    const unit = unitPriceOf(line.price);
    if (!unit) return [];
    return [{ action: 'setLineItemPrice', lineItemId: line.id, externalPrice: { currencyCode: unit.currencyCode, centAmount: netOfGross(unit.centAmount, percent) } }];
  });
  const netFee = fee && storeFee ? netOfGross(storeFee.centAmount, percent) : undefined;
  return [
    ...linePrices,
    ...(fee && storeFee && netFee !== fee.money.centAmount ? [feeMoney(fee.id, netFee!, storeFee.currencyCode)] : []),
    ...shipping,
  ];
}

/**
 * The shipping's price follows the tax mode through the platform's shipping rate tiers: a NET
 * cart's Classification shippingRateInput 'net' selects each rate's net tier (seed/shipping.ts);
 * a GROSS cart has none, so the rate's own (gross) price applies.
 */
function shippingRateInputAction(cart: Cart, net: boolean): CartUpdateAction[] {
  const current = cart.shippingRateInput;
  const isNet = current?.type === 'Classification' && current.key === NET_SHIPPING_CLASSIFICATION;
  if (net && !isNet) return [{ action: 'setShippingRateInput', shippingRateInput: { type: 'Classification', key: NET_SHIPPING_CLASSIFICATION } }];
  if (!net && current !== undefined) return [{ action: 'setShippingRateInput' }];
  return [];
}

const feeMoney = (customLineItemId: string, centAmount: number, currencyCode: string): CartUpdateAction =>
  ({ action: 'changeCustomLineItemMoney', customLineItemId, money: { centAmount, currencyCode } });

/**
 * The cart as the guarantee check must see it once the planned line prices are in: a covered
 * line's new external price stands in for the one it had, so its guarantee is priced from the NET
 * price in the same update. A line going back to the platform's price is left as it is (its new
 * price is known only after the update; ShopperCarts checks the guarantees again then).
 */
export function withPlannedLinePrices(cart: Cart, actions: readonly CartUpdateAction[]): Cart {
  const prices = new Map(actions.flatMap((action) =>
    (action.action === 'setLineItemPrice' && action.externalPrice && action.lineItemId ? [[action.lineItemId, action.externalPrice.centAmount] as const] : [])));
  if (prices.size === 0) return cart;
  return {
    ...cart,
    lineItems: cart.lineItems.map((line) => {
      const centAmount = prices.get(line.id);
      if (centAmount === undefined) return line;
      const { discounted: _discounted, tiers: _tiers, ...price } = line.price;
      return { ...line, priceMode: 'ExternalPrice', price: { ...price, value: { ...price.value, centAmount } } };
    }),
  };
}

/** Whether the actions send a line back to the platform's price (its guarantee follows only after the update). */
export const restoresPlatformPrices = (actions: readonly CartUpdateAction[]): boolean =>
  actions.some((action) => action.action === 'setLineItemPrice' && !action.externalPrice);
