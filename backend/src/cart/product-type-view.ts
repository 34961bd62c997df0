import type { ProductTypeReference } from '@commercetools/platform-sdk';

/**
 * A line's product type as the shopper's answer carries it (spec 2 §3 Line item: productType
 * (key)): `{ typeId: 'product-type', id, key }`. The key (standard_product, accessory,
 * extra_guarantee) is how the storefront tells the kinds of line apart; ids differ per project.
 * Made from the reference the port expands (`productType.obj`, cart-port.ts), of which only the
 * key is kept (the attribute definitions are the merchant's). Unexpanded, id only.
 */
export interface ProductTypeView {
  readonly typeId: 'product-type';
  readonly id: string;
  readonly key?: string;
}

export function productTypeView(reference: ProductTypeReference): ProductTypeView {
  const key = reference.obj?.key;
  return key === undefined ? { typeId: 'product-type', id: reference.id } : { typeId: 'product-type', id: reference.id, key };
}
