import type { ClientType, CountryCode } from '@shop/domain';
import { ADDRESS_FIELDS } from './address-fields';
import { addressValuesOf, clearedFor, copiedFromBilling, EMPTY_ADDRESS, type AddressFormValues, type AddressValues } from './address-form';
import { defaultClientType, type RememberedClientState, type ShippingAddressType } from './client-state';

/** The parts of the backend's cart the form is filled from (backend/src/cart/cart-view.ts). */
export interface SavedCart {
  readonly customerEmail?: string | null;
  readonly billingAddress?: Readonly<Record<string, unknown>> | null;
  readonly shippingAddress?: Readonly<Record<string, unknown>> | null;
}

/**
 * A saved cart address as form values. Spec 2 §4 "Billing address, on load": an address of
 * another country than the market's is reset to just the current country, i.e. empty here.
 */
function formAddress(saved: SavedCart['billingAddress'], country: CountryCode): AddressValues {
  if (!saved || saved.country !== country) return EMPTY_ADDRESS;
  return addressValuesOf(saved);
}

/** The signed-in customer as getMe names them (spec 2 §3 Customer): what a new checkout is filled with. */
export interface CheckoutCustomer {
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
}

/** The customer's names where the address has none yet: what the cart holds is never overwritten. */
function withNamesOf(customer: CheckoutCustomer | undefined, address: AddressValues): AddressValues {
  if (!customer) return address;
  return {
    ...address,
    firstName: address.firstName || (customer.firstName ?? ''),
    lastName: address.lastName || (customer.lastName ?? ''),
  };
}

const sameAddress = (a: AddressValues, b: AddressValues): boolean => ADDRESS_FIELDS.every((field) => a[field] === b[field]);

/**
 * The form as the shopper left it: the cart's saved e-mail and addresses, the remembered client
 * state (cookies), else what the saved addresses say (a company name means company; a shipping
 * address other than billing means different), else the market's default and same-as-billing.
 * Same as billing copies billing into shipping (spec 2 §4: "on load"). A signed-in customer's
 * e-mail and names fill what the cart does not have yet.
 */
export function prefilledForm(cart: SavedCart | null, country: CountryCode, remembered: RememberedClientState, customer?: CheckoutCustomer): AddressFormValues {
  const billing = withNamesOf(customer, formAddress(cart?.billingAddress, country));
  const shipping = formAddress(cart?.shippingAddress, country);
  const clientType: ClientType = remembered.clientType ?? (billing.company !== '' ? 'COMPANY' : defaultClientType(country));
  const savedDifferent = shipping.firstName !== '' && !sameAddress(copiedFromBilling(billing), shipping);
  const shippingAddressType: ShippingAddressType = remembered.shippingAddressType ?? (savedDifferent ? 'DIFFERENT_FROM_BILLING' : 'SAME_AS_BILLING');
  const cleanBilling = clearedFor('billing', clientType, billing);
  return {
    email: cart?.customerEmail || (typeof cart?.billingAddress?.email === 'string' && cart.billingAddress.email) || customer?.email || '',
    clientType,
    shippingAddressType,
    billing: cleanBilling,
    shipping: shippingAddressType === 'SAME_AS_BILLING' ? copiedFromBilling(cleanBilling) : clearedFor('shipping', clientType, withNamesOf(customer, shipping)),
  };
}
