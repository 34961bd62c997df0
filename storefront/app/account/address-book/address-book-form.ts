import { BILLING_POSTAL_CODE_MESSAGE, isCountryCode, shippingPostalCodeMessage, UNCONVERTIBLE_ADDRESS_NOTE, type ClientType, type CountryCode } from '@shop/domain';
import { ADDRESS_FIELDS, type AddressField } from '../../checkout/addresses/address-fields';
import { addressFrom, addressValuesOf, cartAddress, clearedFor, fieldName, type AddressSection, type AddressValues } from '../../checkout/addresses/address-form';
import { refusalMessages } from '../../checkout/addresses/backend-refusal';
import { readClientType } from '../../checkout/addresses/client-state';
import { addressErrors, postalCodeError, type FieldError } from '../../checkout/addresses/form-errors';
import { isToken } from '../../shop/form-fields';
import type { CustomerRecord, SavedAddress } from '../customer-record.server';

/** Which of the customer's address lists a page manages: billing details or shipping details. */
export type AddressKind = AddressSection;

/** The backend's calls per list (spec 2 §7: billing add/update/delete/set default; shipping add/change/remove/set default). */
export const ADDRESS_CALLS = {
  billing: { add: 'addBillingAddress', update: 'updateBillingAddress', remove: 'deleteBillingAddress', setDefault: 'setDefaultBillingAddress' },
  shipping: { add: 'addShippingAddress', update: 'updateShippingAddress', remove: 'removeShippingAddress', setDefault: 'setDefaultShippingAddress' },
} as const;

export const INTENTS = ['add', 'update', 'delete', 'default'] as const;
export type Intent = (typeof INTENTS)[number];
const isIntent = (value: unknown): value is Intent => (INTENTS as readonly unknown[]).includes(value);

/** One saved address as the page lists it. */
export interface ListedAddress {
  readonly id: string;
  readonly values: AddressValues;
  /** Spec 2 §4: an address with a company is a company's. */
  readonly clientType: ClientType;
  readonly isDefault: boolean;
  readonly country: string;
}

const LIST = { billing: 'billingAddressIds', shipping: 'shippingAddressIds' } as const;
const DEFAULT = { billing: 'defaultBillingAddressId', shipping: 'defaultShippingAddressId' } as const;

export const clientTypeOf = (values: AddressValues): ClientType => (values.company !== '' ? 'COMPANY' : 'PRIVATE');

/** The kind's saved addresses, in the order they were saved. */
export function listedAddresses(customer: CustomerRecord, kind: AddressKind): ListedAddress[] {
  const ids = new Set(customer[LIST[kind]] ?? []);
  return customer.addresses
    .filter((address): address is SavedAddress => ids.has(address.id))
    .map((address) => {
      const values = addressValuesOf(address);
      return { id: address.id, values, clientType: clientTypeOf(values), isDefault: customer[DEFAULT[kind]] === address.id, country: address.country };
    });
}

/** What an address post carries (every form of the page posts its intent, and the id it is about). */
export interface AddressPost {
  readonly intent: Intent | undefined;
  readonly id: string | undefined;
  readonly clientType: ClientType;
  readonly values: AddressValues;
  readonly makeDefault: boolean;
}

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The post, the address normalised as it will be saved: a private customer's has no company data (spec 2 §4). */
export function parseAddressPost(form: FormData, kind: AddressKind, defaultClientType: ClientType): AddressPost {
  const intent = text(form, 'intent');
  const id = text(form, 'id');
  const clientType = readClientType(text(form, 'clientType')) ?? defaultClientType;
  return {
    intent: isIntent(intent) ? intent : undefined,
    id: isToken(id, 256) ? id : undefined,
    clientType,
    values: clearedFor(kind, clientType, addressFrom(form, kind)),
    makeDefault: text(form, 'makeDefault') === 'on',
  };
}

/** Spec 2 §5's field rules for one address of the list, in its country. */
export const addressFormErrors = (kind: AddressKind, post: Pick<AddressPost, 'clientType' | 'values'>, country: CountryCode): Record<string, FieldError> =>
  addressErrors(kind, post, post.values, country);

/** The address call's address part: the saved fields, the VAT number in `fax` (spec 2 §3), and the id of an update. */
export const addressPayload = (values: AddressValues, country: CountryCode, id?: string): Record<string, string> => ({
  ...cartAddress(values, country, ''),
  ...(id ? { id } : {}),
});

/** The country an address is checked and saved in: its own when it names one of the shop's, else the market's. */
export const addressCountry = (saved: string | undefined, market: CountryCode): CountryCode => (saved && isCountryCode(saved) ? saved : market);

// The shipping message is the spec's prefix followed by the address as JSON; the prefix is domain's.
const SHIPPING_POSTAL_PREFIX = shippingPostalCodeMessage(undefined).slice(0, -UNCONVERTIBLE_ADDRESS_NOTE.length);
/** 'payload[1].postalCode must …': a field of the address part. */
const ADDRESS_PART_FIELD = /^payload\[1\]\.(\w+)/;
/** backend/src/customer/address-limit.ts: the book holds at most 50 addresses. */
const BOOK_FULL = /^An address book holds at most \d+ addresses/;

export type AddressRefusalKind = 'fields' | 'full' | 'refused';

/**
 * A backend 400 to an address call, as the page shows it: the spec's postal-code messages (spec 2
 * §8) and the validation pipe's field paths on their fields, the full book as its own message,
 * anything else as a refusal that names nothing the shopper can fix.
 */
export function addressRefusal(body: unknown, kind: AddressKind): { kind: AddressRefusalKind; fields: Record<string, FieldError> } {
  const fields: Record<string, FieldError> = {};
  let other = false;
  let full = false;
  for (const message of refusalMessages(body)) {
    if (message === BILLING_POSTAL_CODE_MESSAGE || message.startsWith(SHIPPING_POSTAL_PREFIX)) {
      fields[fieldName(kind, 'postalCode')] = postalCodeError(kind);
      continue;
    }
    if (BOOK_FULL.test(message)) {
      full = true;
      continue;
    }
    const property = ADDRESS_PART_FIELD.exec(message)?.[1];
    const field = property === 'fax' ? 'vatNumber' : property;
    if (field && (ADDRESS_FIELDS as readonly string[]).includes(field)) fields[fieldName(kind, field as AddressField)] = { id: 'addresses.error.invalid' };
    else other = true;
  }
  if (full) return { kind: 'full', fields };
  if (Object.keys(fields).length > 0 && !other) return { kind: 'fields', fields };
  return { kind: 'refused', fields };
}
