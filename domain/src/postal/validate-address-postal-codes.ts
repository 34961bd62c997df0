import { billingPostalCodeMessage, shippingPostalCodeMessage } from './address-messages.js';
import { isValidPostalCode } from './is-valid-postal-code.js';

/** The two fields the postal check reads; cart addresses carry many more, which are kept as they are. */
export interface PostalAddress {
  readonly country?: string | null | undefined;
  readonly postalCode?: string | null | undefined;
}

export interface CartAddresses<A extends PostalAddress = PostalAddress> {
  readonly billingAddress?: A | null | undefined;
  readonly shippingAddress?: A | null | undefined;
}

/**
 * Reading chosen: a missing postal code is checked as the empty string, so it is incorrect in
 * every market (all 25 have a pattern) and passes only where the country has no pattern. An
 * address without a country has no pattern and passes.
 */
function hasValidPostalCode(address: PostalAddress): boolean {
  return isValidPostalCode(address.country ?? '', address.postalCode ?? '');
}

/**
 * Checks the addresses being set on a cart (spec 2 §5) and returns the spec 2 §8 message for each
 * one whose postal code does not match its country: billing first, then shipping. Absent
 * addresses are not checked. An empty list means both are fine.
 */
export function validateAddressPostalCodes<A extends PostalAddress>(addresses: CartAddresses<A>): string[] {
  const messages: string[] = [];
  const { billingAddress, shippingAddress } = addresses;
  if (billingAddress != null && !hasValidPostalCode(billingAddress)) messages.push(billingPostalCodeMessage());
  if (shippingAddress != null && !hasValidPostalCode(shippingAddress)) {
    messages.push(shippingPostalCodeMessage(shippingAddress));
  }
  return messages;
}
