import type { ShopRequest } from '../../../shop/shop-context';
import type { AddressFormValues } from '../address-form';
import { VAT_ACKNOWLEDGED_FIELD, type VatCheckResult } from './vat-check';
import { validateVatId } from './vat-check.server';

/**
 * Spec 2 §4 "Billing address, before submit: for company the VAT number is validated" on the
 * server, so the step works without JavaScript: a company's number that is not valid stops the
 * post once and is answered with its state and the issues modal; posting again with 'Continue with
 * Purchase' (the acknowledged number) goes on. Undefined: save. Only validated here: the save's
 * own cart update decides NET or GROSS from the billing address.
 */
export async function vatStopBeforeSave(shop: ShopRequest, values: AddressFormValues, form: FormData): Promise<VatCheckResult | undefined> {
  const typed = values.billing.vatNumber;
  if (values.clientType !== 'COMPANY' || typed === '' || form.get(VAT_ACKNOWLEDGED_FIELD) === typed) return undefined;
  const result = await validateVatId(shop, typed);
  return result && result.classification !== 'valid' ? result : undefined;
}
