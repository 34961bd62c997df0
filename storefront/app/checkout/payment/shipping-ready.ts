import type { CommerceAddress } from './commerce-shapes';

const filled = (value: string | undefined): boolean => value !== undefined && value.trim() !== '';

/**
 * Spec 2 §2: the payment step needs the cart's shipping info and a shipping address. A new cart
 * already holds an address with just its country (the cart draft), so "an address" is one a
 * parcel can be sent to: a name, a street, a postal code and a city in a country.
 */
export function hasShippingAddress(address: CommerceAddress | undefined): boolean {
  return !!address && [address.firstName, address.streetName, address.postalCode, address.city, address.country].every(filled);
}

export interface ShippingReadiness {
  readonly shippingInfo?: { readonly shippingMethod?: { readonly id: string } } | null | undefined;
  readonly shippingAddress?: CommerceAddress | undefined;
}

/** Whether a cart has what the payment step needs of the addresses step. */
export const isReadyForPayment = (cart: ShippingReadiness): boolean =>
  !!cart.shippingInfo?.shippingMethod?.id && hasShippingAddress(cart.shippingAddress);
