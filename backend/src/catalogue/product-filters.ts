import type { ProductProjection, ProductVariant } from '@commercetools/platform-sdk';

/** A product is in stock when its master variant has stock (availability of the projection, no channel). */
export const isInStock = (product: ProductProjection): boolean => product.masterVariant.availability?.isOnStock === true;

/** The value of a variant's attribute, or undefined. */
export const attributeOf = (variant: Pick<ProductVariant, 'attributes'>, name: string): unknown =>
  variant.attributes?.find((attribute) => attribute.name === name)?.value;

/**
 * Spec 1 §7: products are listed by published date, newest first. A projection carries no
 * publication date, so its last modification (a publish is one) stands in; ties keep the given order.
 */
export const newestFirst = (products: readonly ProductProjection[]): ProductProjection[] =>
  [...products].sort((a, b) => b.lastModifiedAt.localeCompare(a.lastModifiedAt));
