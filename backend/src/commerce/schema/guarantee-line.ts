import type { LineItem } from '@commercetools/platform-sdk';
import { LINE_ITEM_FIELDS, TYPE_KEYS } from './custom-fields.js';

/** The SKU an extra-guarantee line covers (its line item custom field), or undefined for any other line. */
export function parentSkuOf(line: Pick<LineItem, 'custom'>): string | undefined {
  const value = line.custom?.fields[LINE_ITEM_FIELDS.parentSku];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The custom fields a guarantee line is added with: the shop's line item type, the parent SKU. */
export const guaranteeLineCustom = (parentSku: string) => ({
  type: { typeId: 'type' as const, key: TYPE_KEYS.lineItem },
  fields: { [LINE_ITEM_FIELDS.parentSku]: parentSku },
});
