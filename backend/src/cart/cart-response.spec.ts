import { describe, expect, it } from '@jest/globals';
import type { Cart, DiscountCodeInfo, LineItem, Price } from '@commercetools/platform-sdk';
import { cartResponse } from './cart-response.js';
import type { MarketContext } from '../api/call-context.js';
import { cartView } from './cart-view.js';

const price = (currencyCode: string, country?: string): Price =>
  ({ id: `${currencyCode}-${country ?? 'any'}`, value: { type: 'centPrecision', currencyCode, centAmount: 100, fractionDigits: 2 }, ...(country ? { country } : {}) }) as Price;

/** One frozen product state, shared by lines of several carts as the engine shares its snapshot objects. */
const frozen = {
  name: { sk: 'Vŕtačka', de: 'Bohrmaschine' },
  productSlug: { sk: 'vrtacka', de: 'bohrmaschine' },
  variant: {
    id: 1, sku: 'EX10000001', prices: [price('EUR', 'SK'), price('EUR', 'DE'), price('CZK', 'CZ')],
    attributes: [{ name: 'description', value: { sk: 'Popis „nový“', de: 'Beschreibung "neu"' } }, { name: 'tags', value: ['new'] }],
  },
};
/** The references as the port expands them (cart-port.ts). */
const productType = { typeId: 'product-type', id: 'pt-1', obj: { id: 'pt-1', key: 'standard_product', name: 'Standard', attributes: [{ name: 'brand' }] } };
const line = (id: string, quantity: number, data: object = frozen) =>
  ({ id, productType, quantity, totalPrice: { centAmount: 100 * quantity }, ...data }) as unknown as LineItem;
const cartOf = (country: string, currencyCode: string, lineItems: LineItem[], discountCodes: DiscountCodeInfo[] = []) => ({
  id: `cart-${country}`, version: 3, country, lineItems, discountCodes, totalPrice: { type: 'centPrecision', currencyCode, centAmount: 1, fractionDigits: 2 },
}) as unknown as Cart;
const welcome = {
  discountCode: {
    typeId: 'discount-code', id: 'dc-1',
    obj: { id: 'dc-1', code: 'WELCOME10', name: { sk: 'Vitajte' }, cartPredicate: 'true', cartDiscounts: [{ typeId: 'cart-discount', id: 'cd-1' }] },
  },
  state: 'MatchesCart',
} as unknown as DiscountCodeInfo;

type Market = Pick<MarketContext, 'language'>;

const parsed = (market: Market, cart: Cart | undefined): unknown => {
  const { json } = cartResponse(market, cart);
  return JSON.parse(typeof json === 'string' ? json : json.toString('utf8'));
};
/** What cartView gives, through JSON as the shopper receives it. */
const viewed = (market: Market, cart: Cart): unknown => JSON.parse(JSON.stringify({ cart: cartView(cart, market) }));

describe('cartResponse: the cart answer as UTF-8 JSON', () => {
  it('is exactly the cart view, for each market and language, with escaped and non-Latin characters intact', () => {
    const sk = cartOf('SK', 'EUR', [line('l-1', 2), line('l-2', 1, { ...frozen, variant: { ...frozen.variant, id: 2, sku: 'EX10000002' } })]);
    const de = cartOf('DE', 'EUR', [line('l-3', 5)]);
    expect(parsed({ language: 'sk' }, sk)).toEqual(viewed({ language: 'sk' }, sk));
    expect(parsed({ language: 'de' }, de)).toEqual(viewed({ language: 'de' }, de));
    // The same frozen data read for another market after the first: its own language and prices.
    expect(parsed({ language: 'de' }, sk)).toEqual(viewed({ language: 'de' }, sk));
  });

  it("serialises a line's own fields on every answer: a changed quantity or total shows at once", () => {
    expect(parsed({ language: 'sk' }, cartOf('SK', 'EUR', [line('l-1', 2)]))).toMatchObject({ cart: { lineItems: [{ quantity: 2, totalPrice: { centAmount: 200 } }] } });
    expect(parsed({ language: 'sk' }, cartOf('SK', 'EUR', [line('l-1', 7)]))).toMatchObject({ cart: { lineItems: [{ quantity: 7, totalPrice: { centAmount: 700 } }] } });
  });

  it('does not reuse a view for other product data that shares the variant object', () => {
    const renamed = { ...frozen, name: { sk: 'Iná vŕtačka', de: 'Andere Bohrmaschine' } };
    const cart = cartOf('SK', 'EUR', [line('l-1', 1, renamed)]);
    expect(parsed({ language: 'sk' }, cart)).toMatchObject({ cart: { lineItems: [{ name: { sk: 'Iná vŕtačka' } }] } });
  });

  it('is exactly the cart view of a cart with discount codes: code text, id and cart discounts, product types by key', () => {
    const gone = { discountCode: { typeId: 'discount-code', id: 'dc-gone' }, state: 'NotActive' } as DiscountCodeInfo;
    const coded = cartOf('SK', 'EUR', [line('l-5', 1)], [welcome, gone]);
    const answer = parsed({ language: 'sk' }, coded);
    expect(answer).toEqual(viewed({ language: 'sk' }, coded));
    expect(answer).toMatchObject({
      cart: {
        discountCodes: [
          { discountCode: { typeId: 'discount-code', id: 'dc-1', code: 'WELCOME10' }, state: 'MatchesCart', code: 'WELCOME10', cartDiscounts: [{ typeId: 'cart-discount', id: 'cd-1' }] },
          { discountCode: { typeId: 'discount-code', id: 'dc-gone' }, state: 'NotActive' },
        ],
        lineItems: [{ productType: { typeId: 'product-type', id: 'pt-1', key: 'standard_product' } }],
      },
    });
    expect(JSON.stringify(answer)).not.toContain('"obj"');
  });

  it('answers an empty cart and no cart', () => {
    const empty = cartOf('SK', 'EUR', []);
    expect(parsed({ language: 'sk' }, empty)).toEqual(viewed({ language: 'sk' }, empty));
    expect(parsed({ language: 'sk' }, undefined)).toEqual({ cart: null });
  });
});
