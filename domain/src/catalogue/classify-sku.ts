import { EX_SKU_FAMILY_PREFIXES, isValidExSku } from './ex-sku.js';
import { isVirtualSku } from './virtual-sku.js';

export const SKU_CLASSES = ['standard', 'bware', 'set', 'test', 'virtual', 'unknown'] as const;
export type SkuClass = (typeof SKU_CLASSES)[number];

/**
 * What the SKU says about the item (spec 1 §3, §9; spec 2 §3).
 * Reading chosen: the family prefixes apply only to well-formed EX SKUs (EX + 8 digits), so a
 * malformed "EX10123" is unknown rather than standard; test items match on the three-character
 * prefix EX5 (see EX_SKU_FAMILY_PREFIXES).
 */
export function classifySku(sku: string): SkuClass {
  if (isVirtualSku(sku)) return 'virtual';
  if (!isValidExSku(sku)) return 'unknown';
  for (const family of ['standard', 'bware', 'set', 'test'] as const) {
    if (sku.startsWith(EX_SKU_FAMILY_PREFIXES[family])) return family;
  }
  return 'unknown';
}
