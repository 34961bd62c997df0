import { normaliseClientType, toStoredClientType, type ClientType, type CountryCode } from '@shop/domain';
import { switchesFor } from '@shop/markets';
import { parse, serialize } from 'cookie';

/**
 * Spec 2 §3 "Client state": the client type and the shipping address type are kept in cookies
 * for the checkout. Session cookies (no Max-Age): "per checkout", so a new visit starts from the
 * market's default again. The payment step reads the client type with `clientTypeFromCookies`.
 */
export const CLIENT_TYPE_COOKIE = 'checkout-client-type';
export const SHIPPING_ADDRESS_TYPE_COOKIE = 'checkout-shipping-address-type';

/** Spec 2 §3: a guest has the first two; a signed-in customer same as billing, a saved address or a new one. */
export const SHIPPING_ADDRESS_TYPES = ['SAME_AS_BILLING', 'DIFFERENT_FROM_BILLING', 'SAVED_ADDRESS', 'NEW_ADDRESS'] as const;
export type ShippingAddressType = (typeof SHIPPING_ADDRESS_TYPES)[number];

export const isShippingAddressType = (value: unknown): value is ShippingAddressType =>
  (SHIPPING_ADDRESS_TYPES as readonly unknown[]).includes(value);

/** The market's default (spec 2 §4: "company in some countries, otherwise private"; the list is @shop/markets'). */
export const defaultClientType = (country: CountryCode): ClientType => normaliseClientType(switchesFor(country).defaultClientType);

/** A client type from a form or cookie; anything else (a corrupt cookie) is undefined. */
export function readClientType(value: unknown): ClientType | undefined {
  try {
    return normaliseClientType(value);
  } catch {
    return undefined;
  }
}

export interface RememberedClientState {
  readonly clientType?: ClientType;
  readonly shippingAddressType?: ShippingAddressType;
}

export function clientStateFromCookies(cookieHeader: string | null): RememberedClientState {
  const cookies = parse(cookieHeader ?? '');
  const clientType = readClientType(cookies[CLIENT_TYPE_COOKIE]);
  const shippingAddressType = cookies[SHIPPING_ADDRESS_TYPE_COOKIE];
  return {
    ...(clientType ? { clientType } : {}),
    ...(isShippingAddressType(shippingAddressType) ? { shippingAddressType } : {}),
  };
}

/** The client type of this checkout: the remembered one, else the market's default. */
export const clientTypeFromCookies = (cookieHeader: string | null, country: CountryCode): ClientType =>
  clientStateFromCookies(cookieHeader).clientType ?? defaultClientType(country);

/** Set-Cookie lines remembering the shopper's choices (client type in its stored, lower-case spelling). */
export function clientStateCookies(state: Required<RememberedClientState>): string[] {
  const options = { path: '/', sameSite: 'lax', httpOnly: false } as const;
  return [
    serialize(CLIENT_TYPE_COOKIE, toStoredClientType(state.clientType), options),
    serialize(SHIPPING_ADDRESS_TYPE_COOKIE, state.shippingAddressType, options),
  ];
}
