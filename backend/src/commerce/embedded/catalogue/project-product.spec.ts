import { describe, expect, it } from '@jest/globals';
import type { InventoryEntry, ProductProjection } from '@commercetools/platform-sdk';
import type { PriceContext } from '../../port/price-context.js';
import { projectProduct, type SelectPrice } from './project-product.js';

const texts = (name: string) => ({ en: name, de: `${name} (de)`, sk: `${name} (sk)` });
const projection = {
  id: 'p1', version: 1, name: texts('Drill'), slug: texts('drill'), description: texts('A drill'),
  masterVariant: { id: 1, sku: 'EX1' }, variants: [{ id: 2, sku: 'EX2' }],
} as unknown as ProductProjection;
const context = (languages: string[]): PriceContext =>
  ({ country: 'SK', currency: 'EUR', storeKey: 'ex-sk', languages }) as unknown as PriceContext;
const noPrice: SelectPrice = () => undefined;
const NOW = new Date('2026-03-15T10:00:00.000Z');

describe('a product as a shopper of a market reads it', () => {
  it('carries the texts of the market\'s languages only, whichever market read the product before', () => {
    const stock = () => undefined;
    const sk = projectProduct(projection, stock, context(['sk']), noPrice, NOW);
    const enDe = projectProduct(projection, stock, context(['en', 'de']), noPrice, NOW);
    expect(sk.name).toEqual({ sk: 'Drill (sk)' });
    expect(sk.description).toEqual({ sk: 'A drill (sk)' });
    expect(enDe.slug).toEqual({ en: 'drill', de: 'drill (de)' });
    expect(projectProduct(projection, stock, context(['sk']), noPrice, NOW)).toEqual(sk);
    expect(projection.name).toEqual(texts('Drill'));
  });

  it('reads stock afresh on every read', () => {
    let available = 5;
    const stock = (sku: string) => (sku === 'EX1' ? ({ availableQuantity: available } as InventoryEntry) : undefined);
    expect(projectProduct(projection, stock, context(['sk']), noPrice, NOW).masterVariant.availability).toEqual({ isOnStock: true, availableQuantity: 5 });
    available = 0;
    expect(projectProduct(projection, stock, context(['sk']), noPrice, NOW).masterVariant.availability).toEqual({ isOnStock: false, availableQuantity: 0 });
  });
});
