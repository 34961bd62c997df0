import { ADDRESS_FIELDS, COMPANY_FIELDS } from './address-fields';
import { copiedFromBilling, fieldName, type AddressValues } from './address-form';

/*
 * The two changes spec 2 §4 makes to the form while the shopper fills it, done on the inputs
 * themselves (they are uncontrolled, so what the shopper typed is never re-rendered away).
 */

const input = (form: HTMLFormElement, name: string): HTMLInputElement | null => {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement ? element : null;
};

/** "Changing to private clears the VAT number; private customers have company and department cleared." */
export function clearCompanyFields(form: HTMLFormElement): void {
  for (const section of ['billing', 'shipping'] as const) {
    for (const field of COMPANY_FIELDS) {
      const element = input(form, fieldName(section, field));
      if (element) element.value = '';
    }
  }
}

/** "Shipping details are copied from billing with the id removed: on type change". */
export function copyBillingToShipping(form: HTMLFormElement): void {
  const billing = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, input(form, fieldName('billing', field))?.value ?? ''])) as Record<
    (typeof ADDRESS_FIELDS)[number],
    string
  >;
  const copy: AddressValues = copiedFromBilling(billing);
  for (const field of ADDRESS_FIELDS) {
    const element = input(form, fieldName('shipping', field));
    if (element) element.value = copy[field];
  }
}
