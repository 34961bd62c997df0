import { addressSavePlan, type AddressKind, type CountryCode } from '@shop/domain';
import { currentCustomer } from '../../../shop/current-customer.server';
import type { ShopRequest } from '../../../shop/shop-context';
import { cartAddress, type AddressFormValues } from '../address-form';
import type { AccountCustomer, CheckoutAccount } from './checkout-account';

/** The signed-in customer with the address book (getMe's full answer, asked once per request), or undefined for a guest. */
export async function accountCustomer(shop: ShopRequest): Promise<AccountCustomer | undefined> {
  // currentCustomer types only the names the header shows; getMe's full answer is the whole customer.
  return (await currentCustomer(shop)) as AccountCustomer | undefined;
}

interface BookAnswer {
  readonly user?: AccountCustomer;
  readonly billingAddressIds?: readonly string[];
  readonly shippingAddressIds?: readonly string[];
}

const CALLS = {
  billing: { add: 'addBillingAddress', update: 'updateBillingAddress', setDefault: 'setDefaultBillingAddress', ids: 'billingAddressIds' },
  shipping: { add: 'addShippingAddress', update: 'updateShippingAddress', setDefault: 'setDefaultShippingAddress', ids: 'shippingAddressIds' },
} as const;

/** The id the book gave a new address: the last of the kind's list (the billing calls answer the customer as `user`). */
function newId(answer: BookAnswer, kind: AddressKind): string | undefined {
  const ids = (answer.user ?? answer)[CALLS[kind].ids];
  return ids?.[ids.length - 1];
}

async function saveOne(shop: ShopRequest, kind: AddressKind, address: ReturnType<typeof cartAddress>, id: string, save: boolean): Promise<string> {
  const plan = addressSavePlan(kind, { signedIn: true, save, id });
  let savedId = id;
  if (plan.write === 'add') savedId = newId(await shop.backend.call<BookAnswer>(CALLS[kind].add, [{}, address]), kind) ?? '';
  if (plan.write === 'update') await shop.backend.call(CALLS[kind].update, [{}, { ...address, id }]);
  if (plan.makeDefault && savedId !== '') await shop.backend.call(CALLS[kind].setDefault, [{}, { id: savedId }]);
  return savedId;
}

/**
 * Spec 2 §4 "after submit" for a signed-in customer: the billing address (VAT number in fax) and a
 * shipping address other than billing saved or made the default as 'save address' says. Answers
 * the ids the cart's addresses then carry ('' for an address not in the book). A refusal of the
 * book (BackendError) reaches the caller, which shows it with the form.
 */
export async function saveToAccount(shop: ShopRequest, values: AddressFormValues, account: CheckoutAccount, country: CountryCode): Promise<{ billing: string; shipping: string }> {
  const billing = await saveOne(shop, 'billing', cartAddress(values.billing, country, values.email), account.billingId, account.saveBilling);
  const shipping = values.shippingAddressType === 'SAME_AS_BILLING'
    ? ''
    : await saveOne(shop, 'shipping', cartAddress(values.shipping, country, values.email), account.shippingId, account.saveShipping);
  return { billing, shipping };
}

/** The cart's addresses carry the book's ids, so the next visit knows which saved address they are (spec 2 §4 "type saved if the details have an id"). */
export function withAddressIds(actions: unknown[], ids: { billing: string; shipping: string }): unknown[] {
  return actions.map((action) => {
    const { action: name, address } = action as { action: string; address?: Record<string, string> };
    const id = name === 'setBillingAddress' ? ids.billing : name === 'setShippingAddress' ? ids.shipping : '';
    return id && address ? { ...(action as object), address: { ...address, id } } : action;
  });
}
