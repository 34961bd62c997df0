import {
  billingOnLoad, clientTypeOfAddress, ownSavedAddress, savedAddressesOf,
  type AddressBookCustomer, type AddressKind, type BookAddress, type CountryCode,
} from '@shop/domain';
import { ADDRESS_FIELDS, type AddressField } from '../address-fields';
import { clearedFor, copiedFromBilling, EMPTY_ADDRESS, type AddressFormValues, type AddressSection, type AddressValues } from '../address-form';
import { prefilledForm, type CheckoutCustomer, type SavedCart } from '../cart-prefill';
import type { RememberedClientState, ShippingAddressType } from '../client-state';

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
}

/** A book address as form values (the VAT number travels in `fax`, spec 2 §3). */
export function addressValues(address: BookAddress | Readonly<Record<string, unknown>>): AddressValues {
  const value = (name: string): string => (typeof address[name] === 'string' ? (address[name] as string) : '');
  return Object.fromEntries(ADDRESS_FIELDS.map((field: AddressField) => [field, value(field === 'vatNumber' ? 'fax' : field)])) as Record<AddressField, string>;
}

const views = (customer: AccountCustomer, kind: AddressKind, country: CountryCode): SavedAddressView[] => {
  const defaultId = kind === 'billing' ? customer.defaultBillingAddressId : customer.defaultShippingAddressId;
  return savedAddressesOf(customer, kind, country).map((address) => ({ id: address.id, values: addressValues(address), isDefault: address.id === defaultId }));
};

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
  const clientType = tookSaved ? clientTypeOfAddress(loaded.address as BookAddress) : remembered.clientType;
  return {
    cart: { ...cart, billingAddress: loaded.address as Readonly<Record<string, unknown>>, shippingAddress },
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

const SHIPPING_TYPE_LABELS: Readonly<Record<ShippingAddressType, string>> = {
  SAME_AS_BILLING: 'addresses.shippingType.same',
  DIFFERENT_FROM_BILLING: 'addresses.shippingType.different',
  SAVED_ADDRESS: 'addresses.saved.shippingType.saved',
  NEW_ADDRESS: 'addresses.saved.shippingType.new',
};

/** The shipping type radios the shopper is offered, with their labels' message ids. */
export const shippingTypeOptions = (account: CheckoutAccount | undefined) =>
  shippingTypesFor(account).map((value) => ({ value, labelId: SHIPPING_TYPE_LABELS[value] }));
