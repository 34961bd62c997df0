import type { LineItem } from '@commercetools/platform-sdk';
import { isItemKind, isVirtualSku, type ItemKind } from '@shop/domain';
import { ATTRIBUTES, parentSkuOf } from '../commerce/schema/index.js';
import { attributeOf } from '../catalogue/product-filters.js';

/**
 * The item kind (product-type key) the payment rules count by. A line names its product type by
 * id only, and the ids differ per project (spec 2 §3), so unless the reference arrives expanded
 * the kind is read from what the line itself carries: an extra guarantee has a virtual SKU or a
 * parent SKU, an accessory lists the products it fits, anything else is a standard product.
 */
export function lineKind(line: LineItem): ItemKind {
  const expanded = line.productType.obj?.key;
  if (isItemKind(expanded)) return expanded;
  if (isVirtualSku(line.variant.sku ?? '') || parentSkuOf(line) !== undefined) return 'extra_guarantee';
  const fits = attributeOf(line.variant, ATTRIBUTES.parentProductsForAccessory);
  if (Array.isArray(fits) && fits.length > 0) return 'accessory';
  return 'standard_product';
}

/** Only a real `true` makes a line ship as freight (domain's freight rule reads the same attribute). */
export const isFreightLine = (line: LineItem): boolean => attributeOf(line.variant, ATTRIBUTES.isPackageTypeFreight) === true;
