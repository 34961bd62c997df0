import type { Cart, InventoryEntry } from '@commercetools/platform-sdk';
import { CommerceError } from '../../port/commerce-error.js';
import { RESOURCE } from '../catalogue/resource-types.js';
import type { DocumentStore } from '../store/document-store.js';

const outOfStock = (skus: readonly string[], lineItems: readonly string[]): CommerceError => {
  const message = `Some line items are out of stock at the time of placing the order: ${skus.join(', ')}.`;
  return new CommerceError(400, message, [{ code: 'OutOfStock', message, skus: [...skus], lineItems: [...lineItems] }]);
};

/**
 * Stock is live data, read from the store on every request rather than from the catalogue
 * snapshot. Orders change it as commercetools does by the cart's inventory mode: TrackOnly
 * (the shop's) decrements even below zero, ReserveOnOrder refuses the order when stock is
 * short, None leaves stock alone.
 */
export class EmbeddedInventory {
  constructor(private readonly store: DocumentStore) {}

  bySku(sku: string): InventoryEntry | undefined {
    return this.store.find<InventoryEntry>(RESOURCE.inventoryEntry, 'sku', sku).find((entry) => !entry.supplyChannel);
  }

  bySkus(skus: readonly string[]): InventoryEntry[] {
    return skus.map((sku) => this.bySku(sku)).filter((entry): entry is InventoryEntry => entry !== undefined);
  }

  /** Runs inside the order's transaction, so stock and order change together or not at all. */
  applyOrder(cart: Cart, now: string): void {
    const mode = cart.inventoryMode ?? 'None';
    if (mode === 'None') return;
    const wanted = new Map<string, { quantity: number; lineItems: string[] }>();
    for (const line of cart.lineItems) {
      const sku = line.variant.sku;
      if (!sku || (line.inventoryMode ?? mode) === 'None') continue;
      const entry = wanted.get(sku) ?? { quantity: 0, lineItems: [] };
      wanted.set(sku, { quantity: entry.quantity + line.quantity, lineItems: [...entry.lineItems, line.id] });
    }
    if (mode === 'ReserveOnOrder') {
      const short = [...wanted].filter(([sku, { quantity }]) => (this.bySku(sku)?.availableQuantity ?? 0) < quantity);
      if (short.length > 0) throw outOfStock(short.map(([sku]) => sku), short.flatMap(([, { lineItems }]) => lineItems));
    }
    for (const [sku, { quantity }] of wanted) {
      const entry = this.bySku(sku);
      if (!entry) continue; // commercetools tracks only SKUs that have an inventory entry
      const next: InventoryEntry = {
        ...entry,
        version: entry.version + 1,
        lastModifiedAt: now,
        quantityOnStock: entry.quantityOnStock - quantity,
        availableQuantity: entry.availableQuantity - quantity,
      };
      this.store.replace(RESOURCE.inventoryEntry, entry.version, next, [{ name: 'sku', value: sku }]);
    }
  }
}
