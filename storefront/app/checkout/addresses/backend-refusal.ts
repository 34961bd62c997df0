import { BILLING_POSTAL_CODE_MESSAGE, shippingPostalCodeMessage, UNCONVERTIBLE_ADDRESS_NOTE } from '@shop/domain';
import { ADDRESS_FIELDS, type AddressField } from './address-fields';
import { fieldName, SAVE_ACTION_ORDER, type AddressFormValues, type AddressSection } from './address-form';
import { postalCodeError, type FieldError, type FormErrors, type FormProblem } from './form-errors';

// The shipping message is the spec's prefix followed by the address as JSON; the prefix is domain's.
const SHIPPING_POSTAL_PREFIX = shippingPostalCodeMessage(undefined).slice(0, -UNCONVERTIBLE_ADDRESS_NOTE.length);

/** The backend's messages of a refusal: `message` (a string or a list) and `errors`. */
export function refusalMessages(body: unknown): string[] {
  if (!body || typeof body !== 'object') return typeof body === 'string' ? [body] : [];
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const list = [...(Array.isArray(message) ? message : [message]), ...(Array.isArray(errors) ? errors : [])];
  return [...new Set(list.filter((item): item is string => typeof item === 'string'))];
}

/** The posted field an address property of the backend names ('fax' holds the VAT number). */
function addressField(property: string | undefined): AddressField | 'email' | undefined {
  if (property === 'fax') return 'vatNumber';
  if (property === 'email') return 'email';
  return (ADDRESS_FIELDS as readonly string[]).includes(property ?? '') ? (property as AddressField) : undefined;
}

/** 'payload[1].actions[2].address.postalCode must …' or 'payload[1].actions[2]: address.country must …'. */
const ACTION_PATH = /actions\[(\d+)\][.:]\s*([\w.]+)/;

/**
 * A backend 4xx answer to the save, as errors on the fields it names (spec 2 §5, §8's postal-code
 * messages; the validation pipe's property paths) and the section's form-level error. A refusal
 * that names nothing the shopper can fix is 'refused'. A shipping address that is the billing
 * one puts its problems on billing, the fields the shopper sees.
 */
export function refusalErrors(body: unknown, values: Pick<AddressFormValues, 'shippingAddressType'>): FormErrors {
  const shown = (section: AddressSection): AddressSection =>
    section === 'shipping' && values.shippingAddressType === 'SAME_AS_BILLING' ? 'billing' : section;
  const fields: Record<string, FieldError> = {};
  const form = new Set<FormProblem>();
  for (const message of refusalMessages(body)) {
    if (message === BILLING_POSTAL_CODE_MESSAGE || message.startsWith(SHIPPING_POSTAL_PREFIX)) {
      const section = shown(message === BILLING_POSTAL_CODE_MESSAGE ? 'billing' : 'shipping');
      fields[fieldName(section, 'postalCode')] = postalCodeError(section);
      form.add(section);
      continue;
    }
    const match = ACTION_PATH.exec(message);
    const action = match ? SAVE_ACTION_ORDER[Number(match[1])] : undefined;
    if (!match || !action) {
      form.add('refused');
      continue;
    }
    const [first, second] = match[2]!.split('.');
    if (action === 'email') {
      fields.email = { id: 'addresses.error.email' };
      form.add('contact');
      continue;
    }
    const section = shown(action);
    const field = first === 'address' ? addressField(second) : undefined;
    if (field === 'email') fields.email = { id: 'addresses.error.email' };
    else if (field) fields[fieldName(section, field)] = { id: 'addresses.error.invalid' };
    form.add(field === 'email' ? 'contact' : section);
  }
  return { fields, form: [...form] };
}
