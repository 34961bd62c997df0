import { randomUUID } from 'node:crypto';
import type {
  CartDiscount, Category, DiscountCode, InventoryEntry, Product, Review, ShippingMethod, TaxCategory,
} from '@commercetools/platform-sdk';
import type { DocumentStore, Lookup, Versioned } from '../store/document-store.js';
import { categoryFromDraft } from './category-from-draft.js';
import {
  cartDiscountLookups, categoryLookups, discountCodeLookups, inventoryLookups, productLookups, reviewLookups,
} from './lookups.js';
import { productFromDraft } from './product-from-draft.js';
import { ratingStatistics } from './rating-statistics.js';
import { resolveReferences } from './references.js';
import { RESOURCE, type ResourceType } from './resource-types.js';
import type { SeedData } from '../../seed/seed-data.js';
import { toTypedMoney } from './typed-money.js';
import { validateSeedPredicates } from './validate-predicates.js';

type Money = { centAmount: number; currencyCode: string; fractionDigits?: number };

/**
 * Loads the seed into an empty engine in one transaction: either the whole demo shop exists
 * afterwards or nothing does. Drafts are loaded in dependency order so every key reference
 * resolves to a resource loaded before it.
 */
export function importSeed(store: DocumentStore, seed: SeedData, now = new Date().toISOString()): void {
  const resolve = (typeId: string, key: string): string => {
    const found = store.getByKey<Versioned>(typeId, key);
    if (!found) throw new Error(`seed references ${typeId} '${key}', which is not loaded (yet)`);
    return found.id;
  };
  const base = (draft: object) => ({ ...resolveReferences(draft, resolve), id: randomUUID(), version: 1, createdAt: now, lastModifiedAt: now });
  const put = <T extends Versioned>(type: ResourceType, resource: T, lookups: Lookup[] = []): T => store.insert(type, resource, lookups);

  validateSeedPredicates(seed);
  store.transaction(() => {
    for (const draft of seed.types) put(RESOURCE.type, base(draft));
    for (const draft of seed.channels) put(RESOURCE.channel, base(draft));
    for (const draft of seed.taxCategories) {
      const resource = base(draft) as unknown as TaxCategory;
      put(RESOURCE.taxCategory, { ...resource, rates: resource.rates.map((rate) => ({ ...rate, id: randomUUID() })) });
    }
    for (const draft of seed.zones) put(RESOURCE.zone, base(draft));
    for (const draft of seed.productTypes) put(RESOURCE.productType, base(draft));
    seed.categories.forEach((draft, position) => {
      const parent = draft.parent?.key ? store.getByKey<Category>(RESOURCE.category, draft.parent.key) : undefined;
      const category = categoryFromDraft(resolveReferences(draft, resolve), parent, now, position);
      put(RESOURCE.category, category, categoryLookups(category));
    });
    for (const draft of seed.shippingMethods) {
      const method = base(draft) as unknown as ShippingMethod;
      put(RESOURCE.shippingMethod, {
        ...method,
        zoneRates: method.zoneRates.map((zoneRate) => ({
          ...zoneRate,
          shippingRates: zoneRate.shippingRates.map((rate) => ({
            ...rate,
            price: toTypedMoney(rate.price as Money),
            ...(rate.freeAbove ? { freeAbove: toTypedMoney(rate.freeAbove as Money) } : {}),
            tiers: rate.tiers ?? [],
          })),
        })),
      });
    }
    for (const draft of seed.products) {
      const product = productFromDraft(resolveReferences(draft, resolve), now);
      put(RESOURCE.product, product, productLookups(product));
    }
    // commercetools' defaults for omitted draft fields, so stored resources read as the platform returns them.
    for (const draft of seed.productDiscounts) put(RESOURCE.productDiscount, { isActive: true, ...base(draft), references: [] });
    for (const draft of seed.stores) put(RESOURCE.store, base(draft));
    for (const draft of seed.cartDiscounts) {
      const discount = { isActive: true, stackingMode: 'Stacking', requiresDiscountCode: false, ...base(draft) } as unknown as CartDiscount;
      const value = discount.value as { type: string; money?: Money[] };
      const money = value.money?.map(toTypedMoney);
      const stored = { ...discount, value: money ? { ...value, money } : value, references: [], stores: discount.stores ?? [] } as CartDiscount;
      put(RESOURCE.cartDiscount, stored, cartDiscountLookups(stored));
    }
    for (const draft of seed.discountCodes) {
      const code = { isActive: true, ...base(draft), references: [], groups: [], applicationVersion: 1 } as unknown as DiscountCode;
      put(RESOURCE.discountCode, code, discountCodeLookups(code));
    }
    for (const draft of seed.inventory) {
      const entry = { ...base(draft), availableQuantity: draft.quantityOnStock, reservations: [] } as unknown as InventoryEntry;
      put(RESOURCE.inventoryEntry, entry, inventoryLookups(entry));
    }
    const reviewsByProduct = new Map<string, Review[]>();
    for (const draft of seed.reviews) {
      const review = { ...base(draft), includedInStatistics: typeof draft.rating === 'number' } as unknown as Review;
      put(RESOURCE.review, review, reviewLookups(review));
      if (review.target) reviewsByProduct.set(review.target.id, [...(reviewsByProduct.get(review.target.id) ?? []), review]);
    }
    for (const [productId, reviews] of reviewsByProduct) {
      const product = store.get<Product>(RESOURCE.product, productId);
      const statistics = product && ratingStatistics(reviews);
      if (product && statistics) {
        const updated = { ...product, version: product.version + 1, reviewRatingStatistics: statistics };
        store.replace(RESOURCE.product, product.version, updated, productLookups(updated));
      }
    }
  });
}
