import type { ProductVariant } from '@commercetools/platform-sdk';

/** The id of a category reference (both engines store attribute references by id). */
const categoryIdOf = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { typeId, id } = value as Record<string, unknown>;
  return typeId === 'category' && typeof id === 'string' && id !== '' ? id : undefined;
};

/**
 * Spec 1 §7: "the base product's first attribute's referenced categories". The ids of the first
 * attribute of the variant whose value is a category reference or a set of them; none otherwise.
 */
export function referencedCategoryIds(variant: ProductVariant): string[] {
  for (const attribute of variant.attributes ?? []) {
    const values: unknown[] = Array.isArray(attribute.value) ? attribute.value : [attribute.value];
    const ids = values.map(categoryIdOf).filter((id): id is string => id !== undefined);
    if (ids.length > 0) return [...new Set(ids)];
  }
  return [];
}
