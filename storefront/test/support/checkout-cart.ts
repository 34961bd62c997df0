import type { BrowserContext } from '@playwright/test';
import type { LocaleCode } from '@shop/markets';
import { search } from './backend';
import { shopperCall } from './browser-session';

/** A postal code and city each market's postal rule accepts (domain's patterns), for a shopper's address. */
const PLACES: Record<string, { postalCode: string; city: string }> = {
  bg: { postalCode: '1000', city: 'София' },
  ch: { postalCode: '1201', city: 'Genève' },
  de: { postalCode: '10115', city: 'Berlin' },
  fi: { postalCode: '00100', city: 'Helsinki' },
  gr: { postalCode: '105 57', city: 'Αθήνα' },
  nl: { postalCode: '1012 AB', city: 'Amsterdam' },
  pt: { postalCode: '1100-148', city: 'Lisboa' },
  ie: { postalCode: 'D02 X285', city: 'Dublin' },
  se: { postalCode: '114 55', city: 'Stockholm' },
  sk: { postalCode: '811 01', city: 'Bratislava' },
};

export interface CheckoutCartOptions {
  readonly quantity?: number;
  /** The e-mail and names the addresses carry. */
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  /** How the shopper's calls reach the backend (a spec's own shop); the shared one's by default. */
  readonly call?: <T>(context: BrowserContext, country: string, method: string, payload: unknown[]) => Promise<T>;
}

/**
 * Puts `sku` in the cart of the browser context's shopper and gives the cart its e-mail and a
 * billing and shipping address, through the backend, so the payment step can be opened at once.
 */
export async function cartReadyToPay(context: BrowserContext, country: string, sku: string, options: CheckoutCartOptions = {}): Promise<void> {
  const { quantity = 1, email = 'aoife.byrne@example.com', firstName = 'Aoife', lastName = 'Byrne', call = shopperCall } = options;
  const place = PLACES[country];
  if (!place) throw new Error(`no address known for ${country}`);
  const { cart } = await call<{ cart: { id: string; version: number } }>(context, country, 'addToCart', [{}, { sku, quantity }]);
  const address = {
    firstName, lastName, streetName: 'Grafton Street', streetNumber: '12', ...place,
    country: country.toUpperCase(), email, phone: '+353 1 234 5678',
  };
  await call(context, country, 'updateCart', [{ id: cart.id, version: cart.version }, { actions: [
    { action: 'setCustomerEmail', email },
    { action: 'setBillingAddress', address },
    { action: 'setShippingAddress', address },
  ] }]);
}

/** Issue 18's product: the screwdriver bit set SBS-28 (EUR 22.90 in IE), with its price in the locale's market. */
export async function bitSet(locale: LocaleCode): Promise<{ sku: string; price: number }> {
  const { hits } = await search({ indexName: `products_${locale}`, query: 'SBS-28', hitsPerPage: 5 });
  const hit = hits.find((candidate) => candidate.name.includes('SBS-28') && candidate.inStock);
  if (!hit) throw new Error(`SBS-28 is not in stock in ${locale}`);
  return { sku: hit.sku, price: hit.price };
}
