import type { InventoryEntryDraft } from '@commercetools/platform-sdk';
import type { PlannedProduct } from './catalogue-plan.js';
import { inventoryKey } from './keys.js';
import { randomFor } from './prng.js';

/** Virtual guarantees are never short: a stock no cart can exhaust keeps them orderable in any inventory mode. */
export const VIRTUAL_STOCK = 1_000_000;

/*
 * Stock without a channel (the storefront reads availability.noChannel). Mix chosen so every
 * storefront state has examples: about 8 % out of stock, 12 % low (1-5), the rest plenty;
 * freight goods are stocked in tens, parcel goods and accessories in hundreds; B-ware is
 * one-offs (0-3).
 */
export function stockFor(product: PlannedProduct): number {
  const random = randomFor('stock', product.sku);
  if (product.productClass === 'bware') return random.weighted([[1, 0], [4, 1], [3, 2], [2, 3]]);
  const state = random.weighted([[8, 'out'], [12, 'low'], [80, 'plenty']] as const);
  if (state === 'out') return 0;
  if (state === 'low') return random.int(1, 5);
  return product.freight ? random.int(8, 60) : random.int(20, 400);
}

export function inventoryDrafts(catalogue: readonly PlannedProduct[], virtualSkus: readonly string[]): InventoryEntryDraft[] {
  return [
    ...catalogue.map((product) => ({ key: inventoryKey(product.sku), sku: product.sku, quantityOnStock: stockFor(product) })),
    ...virtualSkus.map((sku) => ({ key: inventoryKey(sku), sku, quantityOnStock: VIRTUAL_STOCK })),
  ];
}
