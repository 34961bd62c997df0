import { describe, expect, it } from '@jest/globals';
import type { BackendProduct, BackendVariant } from './backend-product';
import { stockOf, toAvailabilityView, toDetailsView, toImages, toPriceView, toQuantityLimits } from './product-mapping';

const eur = (centAmount: number) => ({ centAmount, currencyCode: 'EUR' as const, fractionDigits: 2 });

describe('toPriceView', () => {
  it('a plain price has no standard price and no discount', () => {
    expect(toPriceView({ price: { value: eur(615900) } })).toEqual({ price: eur(615900) });
  });

  it('a product discount: pay the discounted price, see the standard price and the difference', () => {
    expect(toPriceView({ price: { value: eur(101900), discounted: { value: eur(81520) } } })).toEqual({
      price: eur(81520),
      standardPrice: eur(101900),
      discount: eur(20380),
    });
  });

  it('a "discount" that is not cheaper shows no struck price', () => {
    expect(toPriceView({ price: { value: eur(1000), discounted: { value: eur(1000) } } })).toEqual({ price: eur(1000) });
  });

  it('no price in this market: nothing to sell', () => {
    expect(toPriceView({})).toBeUndefined();
  });
});

describe('stock and availability', () => {
  const today = new Date(Date.UTC(2026, 10, 25));
  const variant = (availableQuantity: number, isOnStock = availableQuantity > 0): BackendVariant => ({ availability: { isOnStock, availableQuantity } });

  it('reads the pieces in stock; not on stock means none', () => {
    expect(stockOf(variant(28))).toBe(28);
    expect(stockOf(variant(5, false))).toBe(0);
    expect(stockOf({})).toBe(0);
  });

  // EUR bands: ≥ 1000 high (low stock at ≤ 2), 250–1000 medium (≤ 5), < 250 low (≤ 10).
  it.each([
    [eur(615900), 2, 'low-stock'],
    [eur(615900), 3, 'in-stock'],
    [eur(50000), 5, 'low-stock'],
    [eur(50000), 6, 'in-stock'],
    [eur(1990), 10, 'low-stock'],
    [eur(1990), 11, 'in-stock'],
  ] as const)('price %j with %i in stock is %s', (price, quantity, state) => {
    expect(toAvailabilityView(variant(quantity), { price }, today, 'en-GB')).toEqual({ state, availableQuantity: quantity });
  });

  it("out of stock says when to buy: three months on (25 Nov → February)", () => {
    expect(toAvailabilityView(variant(0), { price: eur(1990) }, today, 'en-GB')).toEqual({ state: 'out-of-stock', availableQuantity: 0, buyInMonth: 'February' });
    expect(toAvailabilityView(variant(0), { price: eur(1990) }, today, 'de-DE').buyInMonth).toBe('Februar');
  });

  it('the selector is capped by stock and the 1000 maximum; nothing in stock is not selectable', () => {
    expect(toQuantityLimits('EX10000001', 28)).toEqual({ stock: 28, maximum: 1000, selectable: true });
    expect(toQuantityLimits('EX10000001', 0)).toEqual({ stock: 0, maximum: 1000, selectable: false });
  });
});

describe('details, images and related SKUs', () => {
  const product: BackendProduct = {
    id: 'p1',
    name: { sk: 'Vŕtačka' },
    slug: { sk: 'vrtacka-10000001' },
    description: { sk: 'Popis' },
    masterVariant: {
      sku: 'EX10000001',
      images: [{ url: '/a.svg', label: 'Drill', dimensions: { w: 800, h: 600 } }, { url: '/b.svg' }],
      attributes: [
        { name: 'brand', value: 'Hartmoor' },
        { name: 'techdetails', value: { sk: 'Výkon: 7 kW' } },
        { name: 'netLength', value: 162 },
        { name: 'netWidth', value: 83 },
        { name: 'netHeight', value: 163 },
        { name: 'grossLength', value: 170 },
        { name: 'netWeight', value: 303.5 },
        { name: 'energyEfficiencyClass', value: { key: 'B', label: 'B' } },
        { name: 'relatedAccessories', value: ['EX10500001', 'EX10500002'] },
        { name: 'parentProductsForAccessory', value: ['EX10500002', 'EX10000009'] },
      ],
    },
  };

  it('keeps the attributes the page shows, in the shopper language; incomplete dimensions are left out', () => {
    expect(toDetailsView(product, 'sk')).toEqual({
      description: 'Popis',
      techdetails: 'Výkon: 7\u00A0kW', // the number stays on one line with its unit
      brand: 'Hartmoor',
      netDimensions: [162, 83, 163],
      netWeight: 303.5,
      energyClass: 'B',
    });
  });

  it('images keep their size, with the name as text where they have no label', () => {
    expect(toImages(product.masterVariant, 'Vŕtačka')).toEqual([
      { url: '/a.svg', alt: 'Drill', width: 800, height: 600 },
      { url: '/b.svg', alt: 'Vŕtačka', width: 800, height: 800 },
    ]);
  });
});
