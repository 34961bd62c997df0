import type { Cart, CartUpdateAction, ExternalTaxRateDraft, TaxRate } from '@commercetools/platform-sdk';

/** The rate's name is the reason the order and the invoice carry (spec 2 §8 "NET invoice"). */
export const REVERSE_CHARGE_RATE_NAME = 'Reverse charge: VAT ID validated (0 %)';

/** The 0 % external rate of a NET cart, for the country it is taxed in. */
export const reverseChargeRate = (country: string): ExternalTaxRateDraft =>
  ({ name: REVERSE_CHARGE_RATE_NAME, amount: 0, includedInPrice: false, country });

export const isReverseChargeRate = (rate: Pick<TaxRate, 'name' | 'amount'> | undefined): boolean =>
  rate?.name === REVERSE_CHARGE_RATE_NAME && rate.amount === 0;

/** The country a cart's taxes are for: its shipping address, else its own. */
export const taxCountryOf = (cart: Pick<Cart, 'shippingAddress' | 'country'>): string =>
  cart.shippingAddress?.country ?? cart.country ?? '';

/** An action that brings a line, a fee or shipping into a NET cart, given its 0 % rate at once. */
export function withReverseCharge(action: CartUpdateAction, rate: ExternalTaxRateDraft): CartUpdateAction {
  if (action.action === 'addLineItem' || action.action === 'addCustomLineItem') return { ...action, externalTaxRate: rate };
  if (action.action === 'setShippingMethod' && action.shippingMethod) return { ...action, externalTaxRate: rate };
  return action;
}

/**
 * What a NET cart still lacks after a change its plan could not foresee (a COD fee line, a gift
 * line, a shipping method set by the default-shipping check, a cart merged at sign-in): the 0 %
 * rate on every line, custom line and the shipping that does not have it. None for a GROSS cart.
 */
export function reverseChargeSyncActions(cart: Cart): CartUpdateAction[] {
  if (cart.taxMode !== 'External') return [];
  const rate = reverseChargeRate(taxCountryOf(cart));
  return [
    ...cart.lineItems.filter((line) => !isReverseChargeRate(line.taxRate))
      .map((line): CartUpdateAction => ({ action: 'setLineItemTaxRate', lineItemId: line.id, externalTaxRate: rate })),
    ...(cart.customLineItems ?? []).filter((item) => !isReverseChargeRate(item.taxRate))
      .map((item): CartUpdateAction => ({ action: 'setCustomLineItemTaxRate', customLineItemId: item.id, externalTaxRate: rate })),
    ...(cart.shippingInfo && !isReverseChargeRate(cart.shippingInfo.taxRate) ? [{ action: 'setShippingMethodTaxRate', externalTaxRate: rate } as CartUpdateAction] : []),
  ];
}
