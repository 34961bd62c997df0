import type { INestApplication } from '@nestjs/common';
import type { BaseAddress, Cart, ProductDraft } from '@commercetools/platform-sdk';
import request from 'supertest';
import { SESSION_COOKIE_NAME } from '../api/session-cookie.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import type { SeedData } from '../commerce/seed/seed-data.js';

/** Real SKUs of the demo seed for the checkout specs, picked by what the payment rules look at. */
export interface CheckoutSkus {
  /** A standard parcel product under 100 EUR, plenty in stock. */
  readonly cheap: string;
  /** An accessory with at least 25 in stock, under 70 EUR (21 of them stay under DE's COD limit). */
  readonly accessory: string;
  /** A standard parcel product over 2,500 EUR: alone it breaks only SK's COD value limit. */
  readonly overSkLimit: string;
  /** A standard parcel product between 499 and 1,500 EUR: alone it breaks only GR's COD value limit. */
  readonly overGrLimit: string;
  /** A standard freight product under 1,500 EUR. */
  readonly freight: string;
}

const attributeOf = (product: ProductDraft, name: string): unknown =>
  product.masterVariant?.attributes?.find((attribute) => attribute.name === name)?.value;

export function checkoutSkus(seed: SeedData): CheckoutSkus {
  const stock = new Map(seed.inventory.filter((entry) => !entry.supplyChannel).map((entry) => [entry.sku, entry.quantityOnStock]));
  const products = seed.products.filter((product) => product.publish === true).map((product) => ({
    sku: product.masterVariant?.sku ?? '',
    kind: product.productType.key,
    freight: attributeOf(product, 'isPackageTypeFreight') === true,
    stock: stock.get(product.masterVariant?.sku ?? '') ?? 0,
    eur: product.masterVariant?.prices?.find((price) => price.country === 'SK')?.value.centAmount ?? 0,
  }));
  const pick = (what: string, test: (product: (typeof products)[number]) => boolean): string => {
    const found = products.find((product) => product.stock >= 25 && test(product));
    if (!found) throw new Error(`the demo seed has no ${what}`);
    return found.sku;
  };
  const standard = (product: (typeof products)[number]) => product.kind === 'standard_product' && product.sku.startsWith('EX10');
  return {
    cheap: pick('cheap standard product', (p) => standard(p) && !p.freight && p.eur < 10_000),
    accessory: pick('cheap accessory', (p) => p.kind === 'accessory' && p.eur < 7_000),
    overSkLimit: pick('standard product over 2,500 EUR', (p) => standard(p) && !p.freight && p.eur > 250_000),
    overGrLimit: pick('standard product between 499 and 1,500 EUR', (p) => standard(p) && !p.freight && p.eur > 49_900 && p.eur < 150_000),
    freight: pick('cheap freight product', (p) => standard(p) && p.freight && p.eur < 150_000),
  };
}

/**
 * Two SKUs, one of each, whose EUR prices add up to a total in (limit − fee, limit]: under a
 * limit (COD value limit, free-shipping threshold) on their own, over it once the COD fee is
 * added. At most one standard product (the COD item limit of 1 in GR, SK…), no freight, no sale
 * discount, so the goods cost the plain sum (one unit of each earns no volume tier).
 */
export function pairJustUnderLimit(seed: SeedData, limitCents: number, feeCents: number): readonly [string, string] {
  const onSale = new Set(seed.productDiscounts.flatMap((discount) => [...discount.predicate.matchAll(/"([^"]+)"/g)].map((match) => match[1]!)));
  const stock = new Map(seed.inventory.filter((entry) => !entry.supplyChannel).map((entry) => [entry.sku, entry.quantityOnStock]));
  const candidates = seed.products
    .filter((product) => product.publish === true && attributeOf(product, 'isPackageTypeFreight') !== true)
    .map((product) => ({
      sku: product.masterVariant?.sku ?? '',
      standard: product.productType.key === 'standard_product',
      eur: product.masterVariant?.prices?.find((price) => price.country === 'SK')?.value.centAmount ?? 0,
    }))
    .filter((product) => product.sku.startsWith('EX10') && !onSale.has(product.sku) && (stock.get(product.sku) ?? 0) >= 5 && product.eur > 0);
  for (const [index, first] of candidates.entries()) {
    for (const second of candidates.slice(index + 1)) {
      const total = first.eur + second.eur;
      if (!(first.standard && second.standard) && total > limitCents - feeCents && total <= limitCents) return [first.sku, second.sku];
    }
  }
  throw new Error(`the demo seed has no two products adding up to between ${limitCents - feeCents} and ${limitCents} EUR cents`);
}

/** A complete SK address with the e-mail the pre-pay checks want. */
export const SK_ADDRESS = {
  country: 'SK', firstName: 'Ján', lastName: 'Novák', streetName: 'Hlavná', streetNumber: '1', postalCode: '81101',
  city: 'Bratislava', email: 'jan.novak@example.sk',
} as const satisfies BaseAddress;

/**
 * Sets e-mail and addresses through the port: the storefront's generic cart update call belongs
 * to another module, and these specs are about what checkout does with a filled-in cart.
 */
export async function fillContactDetails(
  app: INestApplication, cart: Cart, details: { email?: string; billing?: BaseAddress; shipping?: BaseAddress } = {},
): Promise<Cart> {
  const commerce = app.get<CommercePort>(COMMERCE_PORT);
  const storeKey = cart.store?.key;
  const billing = details.billing ?? SK_ADDRESS;
  return commerce.carts.update(cart.id, cart.version, [
    ...(details.email === '' ? [] : [{ action: 'setCustomerEmail' as const, email: details.email ?? 'jan.novak@example.sk' }]),
    { action: 'setBillingAddress', address: billing },
    { action: 'setShippingAddress', address: details.shipping ?? billing },
  ], storeKey);
}

/** A browser of one shopper: keeps the session cookie the shop sets, as a browser would. */
export class Shopper {
  private cookie: string | undefined;

  constructor(private readonly app: INestApplication) {}

  /** Posts the call and checks the status (the body is shown when it differs); answers the response. */
  async call(method: string, body: unknown, status = 200, host = 'localhost'): Promise<request.Response> {
    const pending = request(this.app.getHttpServer()).post(`/api/ct/${method}?host=${host}`);
    if (this.cookie) pending.set('Cookie', this.cookie);
    const response = await pending.send(body as object);
    const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const session = setCookie.find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
    if (session) this.cookie = session.split(';')[0];
    if (response.status !== status) {
      throw new Error(`${method} answered ${response.status}, expected ${status}: ${JSON.stringify(response.body)}`);
    }
    return response;
  }
}
