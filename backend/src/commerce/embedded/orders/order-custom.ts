import type { CustomFields, CustomFieldsDraft, TypeResourceIdentifier } from '@commercetools/platform-sdk';
import { invalidOperation } from '../../port/commerce-error.js';
import { customFromDraft } from '../payments/custom-fields.js';

/** Two type identifiers (by id or by key) name the same Type. */
export type SameType = (a: TypeResourceIdentifier, b: TypeResourceIdentifier) => boolean;

/**
 * OrderFromCartDraft.custom: "If empty, the Custom Fields on the referenced Cart are added to the
 * Order automatically. If specified, the Custom Fields are merged with the Custom Fields on the
 * referenced Cart" — and "the Custom Fields' type must match the Custom Fields' type in the Cart".
 * The draft's fields win on a clash (they are the later, explicit value).
 */
export function orderCustom(cart: CustomFields | undefined, draft: CustomFieldsDraft | undefined, sameType: SameType): CustomFields | undefined {
  if (!draft) return cart;
  if (!cart) return customFromDraft(draft);
  if (!sameType(cart.type as TypeResourceIdentifier, draft.type)) {
    throw invalidOperation("The custom type of the order draft must be the custom type of the cart.");
  }
  return { ...cart, fields: { ...cart.fields, ...(draft.fields ?? {}) } };
}
