import type {
  CartDiscount, Category, DiscountCode, InventoryEntry, Product, Review,
} from '@commercetools/platform-sdk';
import type { Lookup } from '../store/document-store.js';
import { allVariants } from './product-from-draft.js';

const localized = (prefix: string, texts: Readonly<Record<string, string>> | undefined): Lookup[] =>
  Object.entries(texts ?? {}).map(([language, value]) => ({ name: `${prefix}.${language}`, value }));

/** What the catalogue is searched by: SKU, slug per language, category, family. */
export function productLookups(product: Product): Lookup[] {
  const data = product.masterData.current;
  const family = data.masterVariant.attributes?.find((attribute) => attribute.name === 'family')?.value;
  return [
    ...allVariants(data).flatMap((variant) => (variant.sku ? [{ name: 'sku', value: variant.sku }] : [])),
    ...localized('slug', data.slug),
    ...data.categories.map((category) => ({ name: 'category', value: category.id })),
    ...(typeof family === 'string' ? [{ name: 'family', value: family }] : []),
  ];
}

export const categoryLookups = (category: Category): Lookup[] => [
  ...localized('slug', category.slug),
  { name: 'parent', value: category.parent?.id ?? '' },
];

export const inventoryLookups = (entry: InventoryEntry): Lookup[] => [{ name: 'sku', value: entry.sku }];

/** Reviews are found by product and by uniquenessValue (one review per customer and product). */
export const reviewLookups = (review: Review): Lookup[] => [
  ...(review.target ? [{ name: 'target', value: review.target.id }] : []),
  ...(review.uniquenessValue !== undefined ? [{ name: 'uniquenessValue', value: review.uniquenessValue }] : []),
  ...(review.customer ? [{ name: 'customer', value: review.customer.id }] : []),
];

export const discountCodeLookups = (code: DiscountCode): Lookup[] => [{ name: 'code', value: code.code }];

/** Volume discounts are found by group (custom field or key prefix, see the seed). */
export function cartDiscountLookups(discount: CartDiscount): Lookup[] {
  const group = discount.custom?.fields?.['volumeDiscountGroup'];
  return typeof group === 'string' ? [{ name: 'group', value: group }] : [];
}
