import { data, redirect } from 'react-router';
import { BackendError } from '../../shop/backend.server';
import { assertRoutable, localHome, localPath, requireCartWithLines } from '../../shop/guards.server';
import type { ShopRequest } from '../../shop/shop-context';
import { PAYMENT_STEP_PATH } from '../checkout-steps';
import { parseAddressForm, saveActions, type AddressFormValues } from './address-form';
import { refusalErrors } from './backend-refusal';
import type { SavedCart } from './cart-prefill';
import { clientStateCookies, clientStateFromCookies, defaultClientType } from './client-state';
import { hasErrors, NO_ERRORS, validateAddressForm, type FormErrors } from './form-errors';
import { accountCustomer, saveToAccount, withAddressIds } from './saved/account-saves.server';
import { checkoutForm, postedAccount, type CheckoutAccount } from './saved/checkout-account';
import { usedChoice, withChosenAddress } from './saved/chosen-address';
import { offeredShippingType } from './saved/shipping-types';
import type { VatCheckResult } from './vat/vat-check';
import { vatStopBeforeSave } from './vat/vat-before-save.server';

interface CartAnswer {
  readonly cart: (SavedCart & { readonly id: string; readonly version: number; readonly lineItems?: readonly unknown[]; readonly taxMode?: string }) | null;
}

export interface AddressesPageData {
  readonly values: AddressFormValues;
  /** A signed-in customer's saved addresses and choices; undefined for a guest. */
  readonly account: CheckoutAccount | undefined;
  /** The market's country in the shopper's language, shown read-only (the store ships within it). */
  readonly countryName: string;
  /** The cart has NET prices (the backend's External tax mode after a validated VAT ID). */
  readonly netPrices: boolean;
}

/** What a refused post answers: the form as typed (nothing is lost) and why. */
export interface AddressesRefusal {
  readonly values: AddressFormValues;
  readonly errors: FormErrors;
  readonly account?: CheckoutAccount | undefined;
  /** A company's VAT ID that is not valid stops the post once (vat/vat-before-save.server.ts). */
  readonly vat?: VatCheckResult;
}

async function activeCart(shop: ShopRequest): Promise<CartAnswer['cart']> {
  try {
    return (await shop.backend.call<CartAnswer>('getMyCart', [])).cart;
  } catch (error) {
    console.error(`getMyCart failed on the addresses step: ${(error as Error).message}`);
    throw data(null, { status: 503 });
  }
}

/**
 * Spec 2 §2 guards (no cart or no lines: home), then the form filled from the cart and the
 * remembered choices, and a signed-in customer's e-mail and names where the cart has none.
 */
export async function addressesLoader(shop: ShopRequest, request: Request): Promise<AddressesPageData> {
  // The step's guard answers the cart it read: the form is filled from it, no second call.
  assertRoutable(shop);
  const [cart, customer] = await Promise.all([requireCartWithLines<NonNullable<CartAnswer['cart']>>(shop), accountCustomer(shop)]);
  return {
    ...checkoutForm(cart, shop.country, clientStateFromCookies(request.headers.get('cookie')), customer),
    // Named on the server, so the browser's ICU data cannot make hydration differ.
    countryName: new Intl.DisplayNames([shop.locale], { type: 'region' }).of(shop.country) ?? shop.country,
    netPrices: cart.taxMode === 'External',
  };
}

const remembering = (values: AddressFormValues): Headers => {
  const headers = new Headers();
  for (const line of clientStateCookies(values)) headers.append('set-cookie', line);
  return headers;
};

/**
 * The addresses form's post (spec 2 §4 "before submit", §5). Validated here whatever the browser
 * did; saved in one updateCart (e-mail, billing, shipping), so the cart never holds half of it.
 * Success: 303 to the payment step. A refusal (ours or the backend's 4xx) answers 422 with the
 * form as typed and the errors by field; the backend not answering is a 503 with the same.
 */
export async function addressesAction(shop: ShopRequest, request: Request) {
  const form = await request.formData();
  const parsed = parseAddressForm(form, { clientType: defaultClientType(shop.country) });
  const customer = await accountCustomer(shop);
  const posted = customer && postedAccount(form, parsed, customer, shop.country);
  const values = { ...parsed, shippingAddressType: offeredShippingType(parsed.shippingAddressType, posted) };
  const headers = remembering(values);
  const refuse = (errors: FormErrors, status: number) => data<AddressesRefusal>({ values, errors, account: posted }, { status, headers });
  // 'Use this address' without JavaScript: the form again, filled with the chosen saved address.
  const choice = usedChoice(form);
  if (posted && choice) {
    const chosen = withChosenAddress(values, posted, choice);
    return data<AddressesRefusal>({ ...chosen, errors: NO_ERRORS }, { headers: remembering(chosen.values) });
  }

  const cart = await activeCart(shop);
  if ((cart?.lineItems?.length ?? 0) === 0 || !cart) throw redirect(localHome(shop), 303);

  const errors = validateAddressForm(values, shop.country);
  if (hasErrors(errors)) return refuse(errors, 422);
  const vat = await vatStopBeforeSave(shop, values, form);
  if (vat) return data<AddressesRefusal>({ values, errors: NO_ERRORS, account: posted, vat }, { status: 422, headers });

  try {
    const ids = posted ? await saveToAccount(shop, values, posted, shop.country) : { billing: '', shipping: '' };
    await shop.backend.call('updateCart', [{ id: cart.id, version: cart.version }, { actions: withAddressIds(saveActions(values, shop.country), ids) }]);
  } catch (error) {
    if (error instanceof BackendError && error.status >= 400 && error.status < 500) {
      console.warn(`The backend refused the addresses: ${error.message}`);
      return refuse(refusalErrors(error.body, values), 422);
    }
    console.error(`updateCart failed on the addresses step: ${(error as Error).message}`);
    return refuse({ fields: {}, form: ['unavailable'] }, 503);
  }
  throw redirect(localPath(shop, PAYMENT_STEP_PATH), { status: 303, headers });
}
