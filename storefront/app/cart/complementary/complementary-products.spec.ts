import { describe, expect, it } from '@jest/globals';
import type { BackendProduct } from '../../catalogue/product/backend-product';
import { toComplementaryProducts } from './complementary-products';

const product = (sku: string, stock: number, extra: Partial<BackendProduct> = {}): BackendProduct => ({
  id: sku,
  name: { de: `Produkt ${sku}` },
  slug: { de: `produkt-${sku.toLowerCase()}` },
  masterVariant: {
    sku,
    images: [{ url: `/media/products/${sku}.svg` }],
    price: { value: { centAmount: 1990, currencyCode: 'EUR', fractionDigits: 2 } },
    availability: { isOnStock: stock > 0, availableQuantity: stock },
  },
  ...extra,
});

describe('complementary products', () => {
  const market = { languagePrefix: '', nativeRouting: false };

  it('keeps at most four, each with link, picture, price and whether it can be added', () => {
    const products = ['A1', 'A2', 'A3', 'A4', 'A5'].map((sku) => product(sku, 3));
    const shown = toComplementaryProducts(products, 'de', market);
    expect(shown.map((p) => p.sku)).toEqual(['A1', 'A2', 'A3', 'A4']);
    expect(shown[0]).toEqual({
      sku: 'A1',
      name: 'Produkt A1',
      href: '/produkt-a1',
      image: '/media/products/A1.svg',
      price: { centAmount: 1990, currencyCode: 'EUR', fractionDigits: 2 },
      selectable: true,
    });
  });

  it('leaves out a product without a price here, and marks one without stock as not selectable', () => {
    const unpriced = product('B1', 3, { masterVariant: { sku: 'B1' } });
    const shown = toComplementaryProducts([unpriced, product('B2', 0)], 'de', { languagePrefix: '/fr', nativeRouting: false });
    expect(shown.map((p) => [p.sku, p.href, p.selectable])).toEqual([['B2', '/fr/produkt-b2', false]]);
  });
});
