import { serialize } from 'cookie';
import { SHIPPING_ADDRESS_TYPE_COOKIE } from '../client-state';

/** Spec 2 §4 "Shipping address": the type is reset to same as billing on logout (a saved address is the customer's, not the next shopper's). */
export const shippingTypeResetCookie = (): string =>
  serialize(SHIPPING_ADDRESS_TYPE_COOKIE, 'SAME_AS_BILLING', { path: '/', sameSite: 'lax', httpOnly: false });
