// Extra guarantees are virtual items: no stock, recognised by SKU alone (spec 2 §3, §9).
// A stand-in for `catalogue/virtual-sku.ts`, which owns the SKU conventions (range 4100010 to
// 4100040, default 4100010) and exports the same names: this file is deliberately not
// re-exported from index.ts, so the two cannot clash, and should be replaced by an import
// from catalogue when the folders are merged.

const VIRTUAL_SKU_PREFIX = '41000';

/**
 * Reading chosen (same as catalogue): the spec's test "starts 41000" decides, not the named
 * range, so 4100099 is virtual too; a virtual SKU is all digits.
 */
export const isVirtualSku = (sku: string): boolean => /^\d+$/.test(sku) && sku.startsWith(VIRTUAL_SKU_PREFIX);
