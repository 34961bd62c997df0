import type { ProductVariant } from '@commercetools/platform-sdk';

/** A category named by an attribute value: by id as commercetools stores it, by key where a draft kept one. */
export interface CategoryIdentifier {
  readonly id?: string;
  readonly key?: string;
}

const asCategory = (value: unknown): CategoryIdentifier | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { typeId, id, key } = value as Record<string, unknown>;
  if (typeId !== 'category') return undefined;
  if (typeof id === 'string' && id !== '') return { id };
  if (typeof key === 'string' && key !== '') return { key };
  return undefined;
};

/**
 * Spec 1 §7: "the base product's first attribute's referenced categories". The first attribute
 * of the variant whose value is a category reference or a set of them; its categories, or none.
 */
export function referencedCategories(variant: ProductVariant): CategoryIdentifier[] {
  for (const attribute of variant.attributes ?? []) {
    const values: unknown[] = Array.isArray(attribute.value) ? attribute.value : [attribute.value];
    const categories = values.map(asCategory).filter((category): category is CategoryIdentifier => category !== undefined);
    if (categories.length > 0) return categories;
  }
  return [];
}
