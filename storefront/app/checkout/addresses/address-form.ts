import type { ClientType, CountryCode } from '@shop/domain';
import { ADDRESS_FIELDS, BILLING_ONLY_FIELDS, COMPANY_FIELDS, type AddressField } from './address-fields';
import { isShippingAddressType, readClientType, type ShippingAddressType } from './client-state';

/** One address as the shopper typed it (every field a string; '' when empty). */
export type AddressValues = Readonly<Record<AddressField, string>>;

export type AddressSection = 'billing' | 'shipping';

/** The whole addresses form: what is posted, validated, saved and shown again on a refusal. */
export interface AddressFormValues {
  readonly email: string;
  readonly clientType: ClientType;
  readonly shippingAddressType: ShippingAddressType;
  readonly billing: AddressValues;
  readonly shipping: AddressValues;
}

/** The posted field name of an address field: 'billing.postalCode'. */
export const fieldName = (section: AddressSection, field: AddressField): `${AddressSection}.${AddressField}` => `${section}.${field}`;

export const EMPTY_ADDRESS: AddressValues = Object.freeze(
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as Record<AddressField, string>,
);

/** Which fields an address of this section and client type has at all. */
export function sectionFields(section: AddressSection, clientType: ClientType): AddressField[] {
  return ADDRESS_FIELDS.filter(
    (field) => (clientType === 'COMPANY' || !COMPANY_FIELDS.includes(field)) && (section === 'billing' || !BILLING_ONLY_FIELDS.includes(field)),
  );
}

/**
 * Spec 2 §4: a private customer has company and department (and the VAT number) cleared; a
 * shipping address never carries the billing VAT number.
 */
export function clearedFor(section: AddressSection, clientType: ClientType, address: AddressValues): AddressValues {
  const kept = new Set(sectionFields(section, clientType));
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, kept.has(field) ? address[field] : ''])) as Record<AddressField, string>;
}

/**
 * Spec 2 §4: "When same as billing, shipping details are copied from billing with the id
 * removed". The form holds no id; the VAT number stays with billing.
 */
export const copiedFromBilling = (billing: AddressValues): AddressValues => clearedFor('shipping', 'COMPANY', billing);

type FieldSource = Pick<FormData, 'get'> | URLSearchParams;

const text = (form: FieldSource, name: string): string => {
  const value = form.get(name);
  // Trimmed: a pasted trailing space must not make a valid postal code invalid.
  return typeof value === 'string' ? value.trim() : '';
};

/** One section's posted fields, trimmed. */
export function addressFrom(form: FieldSource, section: AddressSection): AddressValues {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text(form, fieldName(section, field))])) as Record<AddressField, string>;
}

/**
 * The posted form, normalised the way it will be saved: the client type's fields only, shipping
 * copied from billing when it is the same (spec 2 §4: "before submit"). An unknown client type
 * or shipping type falls back to the given defaults rather than failing the whole form.
 */
export function parseAddressForm(form: FieldSource, defaults: { clientType: ClientType }): AddressFormValues {
  const clientType = readClientType(text(form, 'clientType')) ?? defaults.clientType;
  const posted = text(form, 'shippingAddressType');
  const shippingAddressType: ShippingAddressType = isShippingAddressType(posted) ? posted : 'SAME_AS_BILLING';
  const billing = clearedFor('billing', clientType, addressFrom(form, 'billing'));
  const shipping =
    shippingAddressType === 'SAME_AS_BILLING' ? copiedFromBilling(billing) : clearedFor('shipping', clientType, addressFrom(form, 'shipping'));
  return { email: text(form, 'email'), clientType, shippingAddressType, billing, shipping };
}

/** A cart address as the backend's updateCart takes it (backend/src/api/address-fields.payload.ts). */
export interface CartAddressPayload {
  readonly country: string;
  readonly [field: string]: string;
}

/** The saved address: only filled fields, the market's country, the VAT number in `fax` (spec 2 §3). */
export function cartAddress(address: AddressValues, country: CountryCode, email: string): CartAddressPayload {
  const fields: Record<string, string> = { country };
  for (const field of ADDRESS_FIELDS) {
    const value = address[field];
    if (value === '') continue;
    fields[field === 'vatNumber' ? 'fax' : field] = value;
  }
  // Spec 2 §4 "Payment flow": the pre-pay checks want the billing e-mail; both addresses carry it.
  if (email !== '') fields.email = email;
  return fields as CartAddressPayload;
}

/** A saved address (a cart's or the customer's) as form values: the VAT number comes back from `fax`. */
export function addressValuesOf(saved: Readonly<Record<string, unknown>>): AddressValues {
  const value = (name: string): string => (typeof saved[name] === 'string' ? (saved[name] as string) : '');
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, value(field === 'vatNumber' ? 'fax' : field)])) as Record<AddressField, string>;
}

/** The updateCart actions that save the form, in the order the error mapping reads them back. */
export const SAVE_ACTION_ORDER = ['email', 'billing', 'shipping'] as const;

export function saveActions(values: AddressFormValues, country: CountryCode): unknown[] {
  return [
    { action: 'setCustomerEmail', email: values.email },
    { action: 'setBillingAddress', address: cartAddress(values.billing, country, values.email) },
    { action: 'setShippingAddress', address: cartAddress(values.shipping, country, values.email) },
  ];
}
