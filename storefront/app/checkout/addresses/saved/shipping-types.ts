import type { ShippingAddressType } from '../client-state';
import type { CheckoutAccount } from './checkout-account';

/** The shipping address types a shopper is offered: a guest types a different address, a customer picks a saved one or a new one. */
export function shippingTypesFor(account: CheckoutAccount | undefined): ShippingAddressType[] {
  if (!account) return ['SAME_AS_BILLING', 'DIFFERENT_FROM_BILLING'];
  return ['SAME_AS_BILLING', ...(account.shipping.length > 0 ? (['SAVED_ADDRESS'] as const) : []), 'NEW_ADDRESS'];
}

/** A remembered or posted type the shopper is not offered becomes the nearest one they are. */
export function offeredShippingType(type: ShippingAddressType, account: CheckoutAccount | undefined): ShippingAddressType {
  const offered = shippingTypesFor(account);
  if (offered.includes(type)) return type;
  return type === 'SAME_AS_BILLING' ? type : offered[offered.length - 1]!;
}

const SHIPPING_TYPE_LABELS: Readonly<Record<ShippingAddressType, string>> = {
  SAME_AS_BILLING: 'addresses.shippingType.same',
  DIFFERENT_FROM_BILLING: 'addresses.shippingType.different',
  SAVED_ADDRESS: 'addresses.saved.shippingType.saved',
  NEW_ADDRESS: 'addresses.saved.shippingType.new',
};

/** The shipping type radios the shopper is offered, with their labels' message ids. */
export const shippingTypeOptions = (account: CheckoutAccount | undefined) =>
  shippingTypesFor(account).map((value) => ({ value, labelId: SHIPPING_TYPE_LABELS[value] }));
