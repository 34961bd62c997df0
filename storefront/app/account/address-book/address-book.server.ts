import type { ClientType } from '@shop/domain';
import { data, redirect } from 'react-router';
import { defaultClientType } from '../../checkout/addresses/client-state';
import type { FieldError } from '../../checkout/addresses/form-errors';
import { BackendError } from '../../shop/backend.server';
import { assertRoutable } from '../../shop/guards.server';
import type { ShopRequest } from '../../shop/shop-context';
import { countryName, customerRecord, isCompanyCustomer, type CustomerRecord } from '../customer-record.server';
import {
  ADDRESS_CALLS, addressCountry, addressFormErrors, addressPayload, addressRefusal, listedAddresses, parseAddressPost,
  type AddressKind, type AddressPost, type Intent, type ListedAddress,
} from './address-book-form';

/** What the page says after a change went through (a plain post is redirected: reloading does not post again). */
export const DONE = ['added', 'updated', 'deleted', 'default'] as const;
export type Done = (typeof DONE)[number];
const DONE_BY_INTENT: Readonly<Record<Intent, Done>> = { add: 'added', update: 'updated', delete: 'deleted', default: 'default' };

export interface AddressBookData {
  readonly kind: AddressKind;
  readonly addresses: readonly (ListedAddress & { readonly countryName: string })[];
  /** The address being edited ('new' for a new one), from the page's query; null when none is. */
  readonly editing: string | null;
  readonly done: Done | null;
  /** A new address starts as the customer's own client type (registration), else the market's default. */
  readonly newClientType: ClientType;
  readonly marketCountryName: string;
}

/** Why a post did not go through (addressBook.error.*; 'fields' is spec 2 §5's 'Billing/Shipping Address Error'). */
export type AddressBookProblem = 'fields' | 'missingId' | 'gone' | 'full' | 'conflict' | 'refused' | 'unavailable';

/** A refused post: the address as typed (nothing is lost) and why. */
export interface AddressBookRefusal {
  readonly intent: Intent | undefined;
  readonly problem: AddressBookProblem;
  readonly post: Pick<AddressPost, 'id' | 'clientType' | 'values' | 'makeDefault'>;
  readonly fields: Readonly<Record<string, FieldError>>;
}

const STATUS: Readonly<Record<AddressBookProblem, number>> = { fields: 422, missingId: 400, gone: 404, full: 422, conflict: 409, refused: 422, unavailable: 503 };

const newClientTypeOf = (shop: ShopRequest, customer: CustomerRecord): ClientType => (customer.custom?.fields?.customerType ? (isCompanyCustomer(customer) ? 'COMPANY' : 'PRIVATE') : defaultClientType(shop.country));

export async function addressBookLoader(shop: ShopRequest, kind: AddressKind): Promise<AddressBookData> {
  assertRoutable(shop);
  const customer = await customerRecord(shop);
  const addresses = listedAddresses(customer, kind).map((address) => ({ ...address, countryName: countryName(shop.locale, address.country) }));
  const edit = shop.url.searchParams.get('edit');
  const done = shop.url.searchParams.get('done');
  return {
    kind,
    addresses,
    // Nothing saved yet: the new address form is the page.
    editing: edit === 'new' || addresses.some((address) => address.id === edit) ? edit : addresses.length === 0 ? 'new' : null,
    done: (DONE as readonly (string | null)[]).includes(done) ? (done as Done) : null,
    newClientType: newClientTypeOf(shop, customer),
    marketCountryName: countryName(shop.locale, shop.country),
  };
}

function problemOf(error: unknown): AddressBookProblem {
  if (!(error instanceof BackendError)) return 'unavailable';
  if (error.status === 404) return 'gone';
  if (error.status === 409) return 'conflict';
  return error.status >= 400 && error.status < 500 ? 'refused' : 'unavailable';
}

interface AddressAnswer {
  readonly user?: { readonly version: number; readonly billingAddressIds?: readonly string[] };
  readonly version?: number;
  readonly shippingAddressIds?: readonly string[];
}

/** The id and customer version an add or update answered with (the billing calls answer the customer, the shipping calls its lists). */
function savedId(answer: AddressAnswer, kind: AddressKind, id: string | undefined): { id: string | undefined; version: number | undefined } {
  const ids = kind === 'billing' ? answer.user?.billingAddressIds : answer.shippingAddressIds;
  return { id: id ?? ids?.at(-1), version: kind === 'billing' ? answer.user?.version : answer.version };
}

/**
 * The address pages' posts (spec 2 §4, §7): add, update, delete, set default, each for the
 * session's own customer only (the backend answers another customer's address id with 404, and
 * so does this page). The address is checked by spec 2 §5's rules first. Success: 303 back to the
 * list with what was done.
 */
export async function addressBookAction(shop: ShopRequest, request: Request, kind: AddressKind) {
  assertRoutable(shop);
  const form = await request.formData();
  const customer = await customerRecord(shop);
  const post = parseAddressPost(form, kind, newClientTypeOf(shop, customer));
  const refuse = (problem: AddressBookProblem, fields: Record<string, FieldError> = {}) =>
    data<AddressBookRefusal>({ intent: post.intent, problem, post, fields }, { status: STATUS[problem] });
  const calls = ADDRESS_CALLS[kind];
  const intent = post.intent;
  if (!intent) return refuse('refused');
  // Spec 2 §5: updating an address, or making one the default, requires its id.
  if (intent !== 'add' && !post.id) return refuse('missingId');
  const saved = customer.addresses.find((address) => address.id === post.id);

  try {
    if (intent === 'delete' || intent === 'default') {
      await shop.backend.call(intent === 'delete' ? calls.remove : calls.setDefault, [{ version: customer.version }, { id: post.id }]);
    } else {
      const country = addressCountry(saved?.country, shop.country);
      const fields = addressFormErrors(kind, post, country);
      if (Object.keys(fields).length > 0) return refuse('fields', fields);
      const answer = await shop.backend.call<AddressAnswer>(intent === 'add' ? calls.add : calls.update, [
        { version: customer.version },
        addressPayload(post.values, country, intent === 'update' ? post.id : undefined),
      ]);
      const result = savedId(answer, kind, post.id);
      if (post.makeDefault && result.id) await shop.backend.call(calls.setDefault, [result.version ? { version: result.version } : {}, { id: result.id }]);
    }
  } catch (error) {
    const problem = problemOf(error);
    if (problem === 'unavailable') console.error(`${kind} address ${intent} failed: ${(error as Error).message}`);
    if (problem !== 'refused') return refuse(problem);
    const refusal = addressRefusal((error as BackendError).body, kind);
    return refuse(refusal.kind, refusal.fields);
  }
  throw redirect(`${shop.url.pathname}?done=${DONE_BY_INTENT[intent]}`, 303);
}
