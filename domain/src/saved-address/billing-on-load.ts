import type { BookAddress, SavedBookAddress } from './address-book.js';

/** Spec 2 §3 Client state: billing modes saved or new. */
export type BillingAddressType = 'SAVED_BILLING_ADDRESS' | 'NEW_BILLING_ADDRESS';

export interface BillingOnLoad {
  /** The billing details to show; `{ country }` alone when nothing applies. */
  readonly address: BookAddress;
  readonly type: BillingAddressType;
}

const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Spec 2 §4 "Billing address, on load": if there is no postal code yet, the first saved address
 * for the current country is taken; the type becomes saved if the details have an id, otherwise
 * new; the VAT number (kept in `fax`, spec 2 §3) is prefilled when empty. If the address's
 * country differs from the current country, the details are reset to just the current country.
 *
 * `current` is what the checkout holds (the cart's billing address), `saved` the customer's saved
 * billing addresses of the current country in order (default first), `vatId` the customer's own.
 */
export function billingOnLoad(
  current: BookAddress | undefined | null,
  saved: readonly SavedBookAddress[],
  country: string,
  vatId?: string | null,
): BillingOnLoad {
  const details: BookAddress | undefined = current && hasText(current.postalCode) ? current : (saved[0] ?? current ?? undefined);
  const ownVat = hasText(vatId) ? { fax: vatId.trim() } : {};
  // Reading: "the VAT number is prefilled when empty" holds for a new, empty address too.
  if (!details || details.country !== country) return { address: { country, ...ownVat }, type: 'NEW_BILLING_ADDRESS' };
  const withVat = !hasText(details.fax) ? { ...details, ...ownVat } : details;
  return { address: withVat, type: hasText(details.id) ? 'SAVED_BILLING_ADDRESS' : 'NEW_BILLING_ADDRESS' };
}
