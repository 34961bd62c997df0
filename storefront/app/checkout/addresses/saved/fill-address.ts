import { clientTypeOfAddress } from '@shop/domain';
import { ADDRESS_FIELDS } from '../address-fields';
import { fieldName, type AddressSection, type AddressValues } from '../address-form';
import { clearCompanyFields, copyBillingToShipping } from '../form-behaviour';

/*
 * What choosing a saved address does to the form in the browser (spec 2 §4), on the inputs
 * themselves as form-behaviour.ts does: the same the server answers a 'use this address' post
 * with when JavaScript is off (withChosenAddress).
 */

const check = (form: HTMLFormElement, name: string, value: string): void => {
  const radio = form.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"][value="${value}"]`);
  if (radio) radio.checked = true;
};

/** Sets a section's details to the address (an empty one for 'new'), the client type from it and, for shipping, the type to saved. */
export function fillAddress(form: HTMLFormElement, section: AddressSection, address: AddressValues | undefined): void {
  if (address) {
    const clientType = clientTypeOfAddress(address);
    check(form, 'clientType', clientType);
    if (clientType === 'PRIVATE') clearCompanyFields(form);
  }
  for (const field of ADDRESS_FIELDS) {
    const input = form.elements.namedItem(fieldName(section, field));
    if (input instanceof HTMLInputElement) input.value = address?.[field] ?? '';
  }
  if (section === 'shipping') check(form, 'shippingAddressType', 'SAVED_ADDRESS');
  const shippingType = form.querySelector<HTMLInputElement>('input[name="shippingAddressType"]:checked')?.value;
  if (section === 'billing' && shippingType === 'SAME_AS_BILLING') copyBillingToShipping(form);
}
