import { clientTypeOfAddress } from '@shop/domain';
import { clearedFor, copiedFromBilling, EMPTY_ADDRESS, type AddressFormValues, type AddressSection } from '../address-form';
import type { CheckoutAccount } from './checkout-account';

/** The 'use this address' button's value: `billing:<id>`, `shipping:<id>` or `billing:new`. */
export const USE_SAVED_ADDRESS = 'useSavedAddress';

export interface UseChoice {
  readonly section: AddressSection;
  readonly id: string;
}

export function usedChoice(form: Pick<FormData, 'get'>): UseChoice | undefined {
  const value = form.get(USE_SAVED_ADDRESS);
  if (typeof value !== 'string') return undefined;
  const [section, id] = value.split(':', 2);
  if ((section !== 'billing' && section !== 'shipping') || !id) return undefined;
  return { section, id: id === 'new' ? '' : id };
}

/**
 * Spec 2 §4: choosing a saved address sets the client type from it (company when it has a company,
 * else private), the details to it and, for shipping, the type to saved. Choosing a new billing
 * address empties the billing details. Shipping the same as billing follows billing.
 */
export function withChosenAddress(values: AddressFormValues, account: CheckoutAccount, choice: UseChoice): { values: AddressFormValues; account: CheckoutAccount } {
  const list = choice.section === 'billing' ? account.billing : account.shipping;
  const chosen = list.find((address) => address.id === choice.id);
  if (choice.id !== '' && !chosen) return { values, account };
  const address = chosen?.values;
  const clientType = address ? clientTypeOfAddress(address) : values.clientType;
  if (choice.section === 'billing') {
    const billing = clearedFor('billing', clientType, address ?? EMPTY_ADDRESS);
    const shipping = values.shippingAddressType === 'SAME_AS_BILLING' ? copiedFromBilling(billing) : clearedFor('shipping', clientType, values.shipping);
    return { values: { ...values, clientType, billing, shipping }, account: { ...account, billingId: chosen?.id ?? '' } };
  }
  if (!chosen) return { values, account };
  return {
    values: { ...values, clientType, shippingAddressType: 'SAVED_ADDRESS', billing: clearedFor('billing', clientType, values.billing), shipping: clearedFor('shipping', clientType, chosen.values) },
    account: { ...account, shippingId: chosen.id },
  };
}
