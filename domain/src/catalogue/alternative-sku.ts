import { classifySku } from './classify-sku.js';
import { EX_SKU_FAMILY_PREFIXES } from './ex-sku.js';

/**
 * The alternative of a product on its page (spec 1 §2 "related, alternative and comparison
 * products"). Spec 1 §3 names no attribute for alternatives, so they come from the SKU
 * convention (EX10 standard, EX20 B-ware, same number): a new product's alternative is its B-ware
 * copy (returned, tested, cheaper) and a B-ware product's is the new one.
 * Reading chosen: only that pair; sets (EX18), test items and virtual SKUs have no alternative.
 */
export function alternativeSku(sku: string): string | undefined {
  const kind = classifySku(sku);
  const number = sku.slice(EX_SKU_FAMILY_PREFIXES.standard.length);
  if (kind === 'standard') return `${EX_SKU_FAMILY_PREFIXES.bware}${number}`;
  if (kind === 'bware') return `${EX_SKU_FAMILY_PREFIXES.standard}${number}`;
  return undefined;
}
