import { describe, expect, it } from '@jest/globals';
import type { Cart, DiscountCode, LineItem, Price, ProductType } from '@commercetools/platform-sdk';
import { cartView } from './cart-view.js';

const price = (currencyCode: string, country?: string): Price =>
  ({ id: `${currencyCode}-${country ?? 'any'}`, value: { type: 'centPrecision', currencyCode, centAmount: 100, fractionDigits: 2 }, ...(country ? { country } : {}) }) as Price;

/** What the port hands out: the references expanded (cart-port.ts), with everything the shopper must not get. */
const accessoryType = { id: 'pt-accessory', key: 'accessory', name: 'Accessory', attributes: [{ name: 'brand', label: { en: 'Brand' } }] } as unknown as ProductType;
const welcome = {
  id: 'dc-1', code: 'WELCOME10', name: { en: 'Welcome', sk: 'Vitajte' }, cartPredicate: 'true', isActive: true, maxApplications: 100,
  cartDiscounts: [{ typeId: 'cart-discount', id: 'cd-1' }, { typeId: 'cart-discount', id: 'cd-2' }],
} as unknown as DiscountCode;

const line = {
  id: 'line-1',
  productType: { typeId: 'product-type', id: 'pt-accessory', obj: accessoryType },
  name: { sk: 'Vŕtačka', de: 'Bohrmaschine', en: 'Drill' },
  productSlug: { sk: 'vrtacka', de: 'bohrmaschine' },
  quantity: 2,
  variant: {
    id: 1, sku: 'EX10000001',
    prices: [price('EUR', 'SK'), price('EUR', 'DE'), price('EUR'), price('CZK', 'CZ')],
    attributes: [
      { name: 'brand', value: 'Royal' },
      { name: 'description', value: { sk: 'Popis', de: 'Beschreibung' } },
      { name: 'colour', value: { key: 'red', label: { sk: 'červená', de: 'rot' } } },
      { name: 'tags', value: ['new', 'on-sale'] },
    ],
  },
} as unknown as LineItem;

const cart = {
  id: 'cart-1', version: 7, country: 'SK', lineItems: [line],
  discountCodes: [
    { discountCode: { typeId: 'discount-code', id: 'dc-1', obj: welcome }, state: 'MatchesCart' },
    // Deleted since it was added: nothing to expand.
    { discountCode: { typeId: 'discount-code', id: 'dc-gone' }, state: 'NotActive' },
  ],
  totalPrice: { type: 'centPrecision', currencyCode: 'EUR', centAmount: 200, fractionDigits: 2 },
} as unknown as Cart;

describe('the cart as one market reads it', () => {
  const view = cartView(cart, { language: 'sk' });
  const viewed = view.lineItems[0]!;

  it('keeps only the market language of names, slugs, attribute texts and enum labels', () => {
    expect(viewed.name).toEqual({ sk: 'Vŕtačka' });
    expect(viewed.productSlug).toEqual({ sk: 'vrtacka' });
    expect(viewed.variant.attributes).toEqual([
      { name: 'brand', value: 'Royal' },
      { name: 'description', value: { sk: 'Popis' } },
      { name: 'colour', value: { key: 'red', label: { sk: 'červená' } } },
      { name: 'tags', value: ['new', 'on-sale'] },
    ]);
  });

  it("keeps only the prices of the cart's currency for its country or for any country", () => {
    expect(viewed.variant.prices?.map((each) => each.id)).toEqual(['EUR-SK', 'EUR-any']);
  });

  it('changes nothing the shopper sends back or pays: ids, versions, quantities, totals', () => {
    expect(view).toMatchObject({ id: 'cart-1', version: 7, totalPrice: cart.totalPrice });
    expect(viewed).toMatchObject({ id: 'line-1', quantity: 2, variant: { id: 1, sku: 'EX10000001' } });
  });

  it('carries each discount code with its code text, its id and its cart discounts, not the whole discount code', () => {
    expect(view.discountCodes).toEqual([
      {
        discountCode: { typeId: 'discount-code', id: 'dc-1', code: 'WELCOME10' }, state: 'MatchesCart', code: 'WELCOME10',
        cartDiscounts: [{ typeId: 'cart-discount', id: 'cd-1' }, { typeId: 'cart-discount', id: 'cd-2' }],
      },
      { discountCode: { typeId: 'discount-code', id: 'dc-gone' }, state: 'NotActive' },
    ]);
  });

  it("carries each line's product type by key, not the whole product type", () => {
    expect(viewed.productType).toEqual({ typeId: 'product-type', id: 'pt-accessory', key: 'accessory' });
  });
});
