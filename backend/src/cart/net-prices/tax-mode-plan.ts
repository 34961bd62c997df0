import type { Cart, CartUpdateAction } from '@commercetools/platform-sdk';
import { mergeAddsIntoNetLines } from './net-line-merge.js';
import { reverseChargeRate, taxCountryOf, withReverseCharge } from './reverse-charge-rate.js';

/**
 * The planned batch with the cart's tax mode as it must end (NET: External with a 0 % rate on
 * everything; GROSS: Platform). A switch to NET sets the rate on what the cart holds before the
 * batch's own actions run (so a line the batch removes is no obstacle); whatever the batch adds
 * to a NET cart carries the rate in its own action, so one shopper action stays one write; an add
 * of a SKU the NET cart holds raises its net-priced line (net-line-merge.ts).
 */
export function taxModePlan(cart: Cart, planned: readonly CartUpdateAction[], net: boolean): CartUpdateAction[] {
  const isNet = cart.taxMode === 'External';
  if (!net) return isNet ? [{ action: 'changeTaxMode', taxMode: 'Platform' }, ...planned] : [...planned];
  // A shipping address is always in the market's country (address-plan.ts), so the cart's country stands for a new one too.
  const rate = reverseChargeRate(taxCountryOf(cart));
  const annotated = planned.map((action) => withReverseCharge(action, rate));
  if (isNet) return mergeAddsIntoNetLines(cart, annotated);
  return [
    { action: 'changeTaxMode', taxMode: 'External' },
    ...cart.lineItems.map((line): CartUpdateAction => ({ action: 'setLineItemTaxRate', lineItemId: line.id, externalTaxRate: rate })),
    ...(cart.customLineItems ?? []).map((item): CartUpdateAction => ({ action: 'setCustomLineItemTaxRate', customLineItemId: item.id, externalTaxRate: rate })),
    ...(cart.shippingInfo ? [{ action: 'setShippingMethodTaxRate', externalTaxRate: rate } as CartUpdateAction] : []),
    ...annotated,
  ];
}
