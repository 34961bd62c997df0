import { describe, expect, it } from '@jest/globals';
import type { Cart, LineItem, Price } from '@commercetools/platform-sdk';
import { cartView } from './cart-view.js';

const price = (currencyCode: string, country?: string): Price =>
  ({ id: `${currencyCode}-${country ?? 'any'}`, value: { type: 'centPrecision', currencyCode, centAmount: 100, fractionDigits: 2 }, ...(country ? { country } : {}) }) as Price;

const line = {
  id: 'line-1',
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
});
