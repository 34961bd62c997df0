import { randomUUID } from 'node:crypto';
import type { Cart, CartDraft, CartUpdateAction } from '@commercetools/platform-sdk';
import { FRACTION_DIGITS, isCountryCode, isCurrencyCode } from '@shop/domain';
import { invalidInput } from '../../port/commerce-error.js';

/**
 * A new, empty cart with commercetools' defaults (Platform tax, HalfEven rounding, line-item
 * level tax). Line items, discount codes and the shipping method of the draft become update
 * actions, so a draft and the equivalent actions can never disagree.
 */
export function cartFromDraft(draft: CartDraft, now: string, storeKey?: string): { cart: Cart; actions: CartUpdateAction[] } {
  if (!isCurrencyCode(draft.currency)) {
    throw invalidInput(`'${draft.currency}' is not a valid currency code.`, 'InvalidField', { field: 'currency', invalidValue: draft.currency });
  }
  if (draft.country !== undefined && !isCountryCode(draft.country)) {
    throw invalidInput(`'${draft.country}' is not a country the shop sells in.`, 'InvalidField', { field: 'country', invalidValue: draft.country });
  }
  const store = storeKey ?? draft.store?.key;
  const cart = {
    id: randomUUID(),
    version: 1,
    createdAt: now,
    lastModifiedAt: now,
    ...(draft.key ? { key: draft.key } : {}),
    ...(draft.customerId ? { customerId: draft.customerId } : {}),
    ...(draft.customerEmail ? { customerEmail: draft.customerEmail } : {}),
    ...(draft.anonymousId ? { anonymousId: draft.anonymousId } : {}),
    ...(draft.country ? { country: draft.country } : {}),
    ...(draft.locale ? { locale: draft.locale } : {}),
    ...(store ? { store: { typeId: 'store', key: store } } : {}),
    ...(draft.shippingAddress ? { shippingAddress: draft.shippingAddress } : {}),
    ...(draft.billingAddress ? { billingAddress: draft.billingAddress } : {}),
    ...(draft.custom ? { custom: draft.custom } : {}),
    lineItems: [],
    customLineItems: [],
    totalLineItemQuantity: 0,
    totalPrice: { type: 'centPrecision', centAmount: 0, currencyCode: draft.currency, fractionDigits: FRACTION_DIGITS[draft.currency] },
    taxMode: draft.taxMode ?? 'Platform',
    taxRoundingMode: draft.taxRoundingMode ?? 'HalfEven',
    taxCalculationMode: draft.taxCalculationMode ?? 'LineItemLevel',
    priceRoundingMode: draft.priceRoundingMode ?? 'HalfEven',
    inventoryMode: draft.inventoryMode ?? 'None',
    cartState: 'Active',
    shippingMode: 'Single',
    shipping: [],
    itemShippingAddresses: [],
    discountCodes: [],
    directDiscounts: [],
    refusedGifts: [],
    origin: draft.origin ?? 'Customer',
    ...(draft.deleteDaysAfterLastModification ? { deleteDaysAfterLastModification: draft.deleteDaysAfterLastModification } : {}),
  } as unknown as Cart;
  const actions: CartUpdateAction[] = [
    ...(draft.lineItems ?? []).map((line) => ({ ...line, action: 'addLineItem' as const })),
    ...(draft.shippingMethod ? [{ action: 'setShippingMethod' as const, shippingMethod: draft.shippingMethod }] : []),
    ...(draft.discountCodes ?? []).map((code) => ({ action: 'addDiscountCode' as const, code })),
  ];
  return { cart, actions };
}
