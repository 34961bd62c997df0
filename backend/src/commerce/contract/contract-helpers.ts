import { expect } from '@jest/globals';
import type { BaseAddress, Cart, CartUpdateAction } from '@commercetools/platform-sdk';
import type { CountryCode, CurrencyCode, LanguageCode } from '@shop/domain';
import { CommerceError } from '../port/commerce-error.js';
import type { CommercePort } from '../port/commerce-port.js';
import type { PriceContext } from '../port/price-context.js';

/** The two markets the contract shops in: Slovakia (EUR, 23 % VAT) and Czechia (CZK, 21 %). */
export const MARKETS = {
  SK: { country: 'SK', currency: 'EUR', storeKey: 'ex-sk', vatRate: 0.23 },
  CZ: { country: 'CZ', currency: 'CZK', storeKey: 'ex-cz', vatRate: 0.21 },
} as const satisfies Record<string, { country: CountryCode; currency: CurrencyCode; storeKey: string; vatRate: number }>;

export type Market = keyof typeof MARKETS;

export const priceContext = (market: Market, languages: readonly LanguageCode[] = ['en']): PriceContext => {
  const { country, currency, storeKey } = MARKETS[market];
  return { country, currency, storeKey, languages };
};

export const ADDRESSES = {
  SK: { country: 'SK', firstName: 'Ján', lastName: 'Novák', streetName: 'Hlavná', streetNumber: '1', postalCode: '81101', city: 'Bratislava' },
  CZ: { country: 'CZ', firstName: 'Jana', lastName: 'Dvořáková', streetName: 'Národní', streetNumber: '2', postalCode: '11000', city: 'Praha' },
} as const satisfies Record<Market, BaseAddress>;

/** The CommerceError a call fails with; fails the case when it succeeds or throws anything else. */
export async function failure(work: Promise<unknown>): Promise<CommerceError> {
  const outcome = await work.then(() => undefined, (error: unknown) => error);
  expect(outcome).toBeInstanceOf(CommerceError);
  return outcome as CommerceError;
}

/** numerator / denominator rounded half to even, commercetools' default rounding (integers only). */
export function halfEven(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  const twiceRemainder = 2 * (numerator - quotient * denominator);
  if (twiceRemainder > denominator) return quotient + 1;
  if (twiceRemainder < denominator) return quotient;
  return quotient % 2 === 0 ? quotient : quotient + 1;
}

/** A gross amount split at a VAT rate included in it: the net, rounded half to even. */
export const netOf = (gross: number, rate: number): number => halfEven(gross * 1000, Math.round((1 + rate) * 1000));

/** A relative discount of `permyriad` taken off an amount, rounded half to even. */
export const discountOf = (amount: number, permyriad: number): number => halfEven(amount * permyriad, 10_000);

export interface CartOptions {
  readonly market?: Market;
  readonly shippingMethod?: 'parcel' | 'freight';
  readonly customerId?: string;
  readonly anonymousId?: string;
  readonly customerEmail?: string;
}

/** An in-store cart of the market, shipped to an address there, with the given lines added by SKU. */
export async function cartWith(port: CommercePort, lines: Readonly<Record<string, number>>, options: CartOptions = {}): Promise<Cart> {
  const market = options.market ?? 'SK';
  const { country, currency, storeKey } = MARKETS[market];
  const created = await port.carts.create({
    currency, country, shippingAddress: ADDRESSES[market],
    ...(options.shippingMethod ? { shippingMethod: { typeId: 'shipping-method', key: options.shippingMethod } } : {}),
    ...(options.customerId ? { customerId: options.customerId } : {}),
    ...(options.anonymousId ? { anonymousId: options.anonymousId } : {}),
    ...(options.customerEmail ? { customerEmail: options.customerEmail } : {}),
  }, storeKey);
  const actions: CartUpdateAction[] = Object.entries(lines).map(([sku, quantity]) => ({ action: 'addLineItem', sku, quantity }));
  return actions.length === 0 ? created : port.carts.update(created.id, created.version, actions, storeKey);
}

/** SKU → quantity of a cart or order. */
export const quantities = (cart: Pick<Cart, 'lineItems'> | undefined): Record<string, number> =>
  Object.fromEntries((cart?.lineItems ?? []).map((line) => [line.variant.sku ?? '', line.quantity]));

/** The SK COD fee line as checkout adds it: 2.90 EUR, taxed with the standard tax category. */
export const COD_FEE_LINE: CartUpdateAction = {
  action: 'addCustomLineItem', key: 'cod-fee', slug: 'cod-fee', name: { sk: 'Poplatok za dobierku' },
  money: { centAmount: 290, currencyCode: 'EUR' }, quantity: 1, taxCategory: { typeId: 'tax-category', key: 'standard' }, priceMode: 'Standard',
};
