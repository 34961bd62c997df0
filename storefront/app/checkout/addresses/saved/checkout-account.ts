import {
  billingOnLoad, clientTypeOfAddress, ownSavedAddress, savedAddressesOf,
  type AddressBookCustomer, type AddressKind, type BookAddress, type CountryCode,
} from '@shop/domain';
import { ADDRESS_FIELDS, type AddressField } from '../address-fields';
import type { AddressFormValues, AddressValues } from '../address-form';
import { prefilledForm, type CheckoutCustomer, type SavedCart } from '../cart-prefill';
import type { RememberedClientState } from '../client-state';
import { offeredShippingType } from './shipping-types';

/** One saved address as the page shows and fills it. */
export interface SavedAddressView {
  readonly id: string;
  readonly values: AddressValues;
  readonly isDefault: boolean;
}

/**
 * A signed-in shopper's part of the addresses step (spec 2 §4): the saved billing and shipping
 * addresses of the market's country, which of them the form holds (its id, '' for a new address)
 * and whether 'save address' is ticked. A guest has none (undefined).
 */
export interface CheckoutAccount {
  readonly billing: readonly SavedAddressView[];
  readonly shipping: readonly SavedAddressView[];
  readonly billingId: string;
  readonly shippingId: string;
  readonly saveBilling: boolean;
  readonly saveShipping: boolean;
}

/** The customer as getMe's full answer has it, the parts the addresses step reads. */
export interface AccountCustomer extends AddressBookCustomer {
  readonly vatId?: string;
  readonly companyName?: string;
  readonly custom?: { readonly fields?: Readonly<Record<string, unknown>> } | null;
}

/** A company customer (registered as one: customerType stored lowercased) starts its checkout as a company with its name. */
const registeredCompany = (customer: AccountCustomer): { readonly name: string } | undefined =>
  customer.custom?.fields?.['customerType'] === 'company' ? { name: customer.companyName ?? '' } : undefined;

/** A book address as form values (the VAT number travels in `fax`, spec 2 §3). */
export function addressValues(address: BookAddress | Readonly<Record<string, unknown>>): AddressValues {
  const value = (name: string): string => (typeof address[name] === 'string' ? (address[name] as string) : '');
  return Object.fromEntries(ADDRESS_FIELDS.map((field: AddressField) => [field, value(field === 'vatNumber' ? 'fax' : field)])) as Record<AddressField, string>;
}

const views = (customer: AccountCustomer, kind: AddressKind, country: CountryCode): SavedAddressView[] => {
  const defaultId = kind === 'billing' ? customer.defaultBillingAddressId : customer.defaultShippingAddressId;
  return savedAddressesOf(customer, kind, country).map((address) => ({ id: address.id, values: addressValues(address), isDefault: address.id === defaultId }));
};

type CartAddress = Readonly<Record<string, unknown>> & { readonly country?: unknown; readonly id?: unknown };

const idOf = (address: CartAddress | null | undefined): string => (typeof address?.id === 'string' ? address.id : '');

/**
 * The cart as the form is to be filled from it for a signed-in customer, and the remembered state
 * to use (spec 2 §4 "Billing address, on load"; a saved shipping address when the remembered type
 * is saved and the cart has none yet). Choosing a saved address sets the client type from it.
 */
export function accountPrefill(
  cart: SavedCart | null, customer: AccountCustomer, country: CountryCode, remembered: RememberedClientState,
): { cart: SavedCart; remembered: RememberedClientState; account: CheckoutAccount } {
  const billingBook = savedAddressesOf(customer, 'billing', country);
  const cartBilling = (cart?.billingAddress ?? undefined) as (BookAddress & CartAddress) | undefined;
  const loaded = billingOnLoad(cartBilling, billingBook, country, customer.vatId);
  const tookSaved = loaded.address !== cartBilling && loaded.type === 'SAVED_BILLING_ADDRESS';
  const billingId = ownSavedAddress(customer, 'billing', country, idOf(loaded.address as CartAddress))?.id ?? '';

  const account: CheckoutAccount = {
    billing: views(customer, 'billing', country), shipping: views(customer, 'shipping', country),
    billingId, shippingId: '', saveBilling: false, saveShipping: false,
  };
  const cartShipping = (cart?.shippingAddress ?? undefined) as CartAddress | undefined;
  const savedShipping = ownSavedAddress(customer, 'shipping', country, idOf(cartShipping));
  let shippingType = offeredShippingType(remembered.shippingAddressType ?? (savedShipping ? 'SAVED_ADDRESS' : 'SAME_AS_BILLING'), account);
  let shippingAddress = cart?.shippingAddress ?? null;
  let shippingId = shippingType === 'SAVED_ADDRESS' ? (savedShipping?.id ?? '') : '';
  if (shippingType === 'SAVED_ADDRESS' && !savedShipping) {
    const first = savedAddressesOf(customer, 'shipping', country)[0];
    if (first) [shippingAddress, shippingId] = [first, first.id];
    else shippingType = 'NEW_ADDRESS';
  }
  const company = registeredCompany(customer);
  const clientType = tookSaved ? clientTypeOfAddress(loaded.address as BookAddress) : remembered.clientType ?? (company ? 'COMPANY' : undefined);
  const billing = loaded.address as CartAddress | null | undefined;
  // Nothing typed or saved names a company yet: the registration's company name fills it.
  const billingAddress = company?.name && clientType === 'COMPANY' && !billing?.company ? { country, ...billing, company: company.name } : billing;
  return {
    cart: { ...cart, billingAddress: billingAddress as Readonly<Record<string, unknown>>, shippingAddress },
    remembered: { ...(clientType ? { clientType } : {}), shippingAddressType: shippingType },
    account: { ...account, shippingId },
  };
}

/** The account part of a posted form: ids only when they are the customer's own (never trusted as posted). */
export function postedAccount(form: Pick<FormData, 'get'>, values: AddressFormValues, customer: AccountCustomer, country: CountryCode): CheckoutAccount {
  const posted = (name: string): string => (typeof form.get(name) === 'string' ? (form.get(name) as string).trim() : '');
  const account: CheckoutAccount = {
    billing: views(customer, 'billing', country), shipping: views(customer, 'shipping', country),
    billingId: ownSavedAddress(customer, 'billing', country, posted('billing.id'))?.id ?? '',
    shippingId: values.shippingAddressType === 'SAVED_ADDRESS' ? (ownSavedAddress(customer, 'shipping', country, posted('shipping.id'))?.id ?? '') : '',
    saveBilling: posted('billing.save') !== '',
    // A ticked box in the hidden shipping part does not count while shipping is the billing address.
    saveShipping: values.shippingAddressType !== 'SAME_AS_BILLING' && posted('shipping.save') !== '',
  };
  return account;
}

/**
 * The form on load: a guest's as before; a signed-in customer's from the cart with the saved
 * addresses applied (accountPrefill), and the account part the page shows.
 */
export function checkoutForm(
  cart: SavedCart | null, country: CountryCode, remembered: RememberedClientState, customer: (AccountCustomer & CheckoutCustomer) | undefined,
): { values: AddressFormValues; account: CheckoutAccount | undefined } {
  if (!customer) return { values: prefilledForm(cart, country, remembered), account: undefined };
  const prefill = accountPrefill(cart, customer, country, remembered);
  return { values: prefilledForm(prefill.cart, country, prefill.remembered, customer), account: prefill.account };
}
