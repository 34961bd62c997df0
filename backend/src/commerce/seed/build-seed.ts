import { categoryTree } from './categories.js';
import { planCatalogue } from './catalogue-plan.js';
import { channels } from './channels.js';
import { customTypes } from './custom-types.js';
import { codeCartDiscounts, discountCodes, productDiscounts } from './discounts.js';
import { GUARANTEE_SKUS, guaranteeDrafts } from './extra-guarantees.js';
import { inventoryDrafts } from './inventory.js';
import { productDraft } from './products.js';
import { productTypes } from './product-types.js';
import { reviewDrafts } from './reviews.js';
import type { SeedData, SeedVocabulary } from './seed-data.js';
import { shippingMethods } from './shipping.js';
import { stores } from './stores.js';
import { taxCategories } from './taxes.js';
import { volumeCartDiscounts, volumeDiscountGroups } from './volume-discounts.js';
import { zones } from './zones.js';

/**
 * The seed from a vocabulary. Pure: no clock, no Math.random, no I/O; the same vocabulary gives
 * the same data byte for byte. Kept apart from generate-seed.ts so it can run on a test
 * vocabulary without loading the real one.
 */
export function buildSeed(vocabulary: SeedVocabulary): SeedData {
  const tree = categoryTree(vocabulary.departments);
  const catalogue = planCatalogue(tree.leaves, vocabulary.brands);
  return {
    types: customTypes(),
    channels: channels(),
    taxCategories: taxCategories(),
    zones: zones(),
    shippingMethods: shippingMethods(),
    productTypes: productTypes(),
    categories: tree.drafts,
    products: [
      ...catalogue.map((product) => productDraft(product, vocabulary.templates)),
      ...guaranteeDrafts(vocabulary.templates, catalogue),
    ],
    productDiscounts: productDiscounts(catalogue),
    stores: stores(),
    cartDiscounts: [
      ...volumeCartDiscounts(volumeDiscountGroups(catalogue.map((product) => product.volumeDiscountGroup))),
      ...codeCartDiscounts(),
    ],
    discountCodes: discountCodes(),
    inventory: inventoryDrafts(catalogue, GUARANTEE_SKUS),
    reviews: catalogue.flatMap((product) => reviewDrafts(product.sku, product.reviews)),
  };
}
