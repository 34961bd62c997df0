/**
 * The product-type keys that tell line items and products apart (spec 1 §3, spec 2 §3).
 * Extra guarantees are `extra_guarantee`; accessories are tracked as item_type accessory.
 */
export const ITEM_KINDS = ['standard_product', 'extra_guarantee', 'accessory', 'product'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const isItemKind = (value: unknown): value is ItemKind =>
  typeof value === 'string' && (ITEM_KINDS as readonly string[]).includes(value);
