import type { Cart, ExternalTaxRateDraft, TaxRate } from '@commercetools/platform-sdk';
import { invalidOperation } from '../../../port/commerce-error.js';

/** An ExternalTaxRateDraft as the TaxRate the platform stores (amount 0 and includedInPrice false when omitted). */
export const externalTaxRate = (draft: ExternalTaxRateDraft): TaxRate => ({
  name: draft.name, amount: draft.amount ?? 0, includedInPrice: draft.includedInPrice ?? false, country: draft.country,
  ...(draft.state ? { state: draft.state } : {}), subRates: draft.subRates ?? [],
}) as TaxRate;

/** The set…TaxRate actions are for carts whose taxes the caller sets (the B2B NET price path sets 0 %). */
export function requireExternalTaxMode(cart: Cart, action: string): void {
  if (cart.taxMode !== 'External') throw invalidOperation(`${action} needs taxMode External; the cart has ${cart.taxMode}.`);
}
