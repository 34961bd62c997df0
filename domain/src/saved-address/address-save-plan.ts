import type { AddressKind } from './address-book.js';

/** What the address book is asked after the checkout's addresses are submitted. */
export interface AddressSavePlan {
  /** 'add' a new address, 'update' the saved one, or leave the book as it is. */
  readonly write: 'add' | 'update' | null;
  /** Make the written (or already saved) address the kind's default. */
  readonly makeDefault: boolean;
}

const NOTHING: AddressSavePlan = { write: null, makeDefault: false };

/**
 * Spec 2 §4 "after submit". Shipping: a logged-in user who ticked 'save address' has it added (no
 * id) or updated (has id), and it becomes the default shipping address. Billing: the same, made
 * the default billing address; otherwise an existing address id is set as default. A guest has no
 * book: nothing.
 */
export function addressSavePlan(kind: AddressKind, input: { readonly signedIn: boolean; readonly save: boolean; readonly id: string | undefined }): AddressSavePlan {
  if (!input.signedIn) return NOTHING;
  const saved = input.id !== undefined && input.id !== '';
  if (input.save) return { write: saved ? 'update' : 'add', makeDefault: true };
  return kind === 'billing' && saved ? { write: null, makeDefault: true } : NOTHING;
}
