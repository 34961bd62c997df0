/**
 * Virtual items (extra guarantees) have SKUs 4100010 to 4100040, prefix 41000, default 4100010
 * (spec 2 §3, §9).
 */
export const VIRTUAL_SKU_PREFIX = '41000';
export const VIRTUAL_SKU_MIN = '4100010';
export const VIRTUAL_SKU_MAX = '4100040';
export const DEFAULT_VIRTUAL_SKU = '4100010';

/**
 * Reading chosen: the prefix decides, as in the extra-guarantee offer rule ("is virtual (SKU
 * starts 41000)", spec 2 §4), so a future guarantee such as 4100050 is still virtual. Only
 * digit strings qualify, which keeps "41000-foo" out.
 */
export const isVirtualSku = (sku: string): boolean => /^\d+$/.test(sku) && sku.startsWith(VIRTUAL_SKU_PREFIX);

/** Whether the SKU is one of the guarantees the spec lists (4100010 to 4100040 inclusive). */
export function isListedVirtualSku(sku: string): boolean {
  if (!/^\d{7}$/.test(sku)) return false;
  const value = Number(sku);
  return value >= Number(VIRTUAL_SKU_MIN) && value <= Number(VIRTUAL_SKU_MAX);
}
