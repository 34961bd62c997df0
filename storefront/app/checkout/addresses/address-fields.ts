/**
 * The fields of one checkout address (spec 2 §3 Address) as the form shows them, in order, with
 * the domain form rule each runs. Lengths are the backend's limits for the cart's address
 * (backend/src/api/address-fields.payload.ts), so the form refuses what the backend would.
 */
export const ADDRESS_FIELDS = [
  'company',
  'department',
  'vatNumber',
  'firstName',
  'lastName',
  'streetName',
  'streetNumber',
  'additionalAddressInfo',
  'postalCode',
  'city',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The company path's fields (spec 2 §4: a private customer has company and department cleared). */
export const COMPANY_FIELDS: readonly AddressField[] = ['company', 'department', 'vatNumber'];

/** Only the billing address carries the VAT number (spec 2 §3: "A billing VAT number may be stored in the fax field"). */
export const BILLING_ONLY_FIELDS: readonly AddressField[] = ['vatNumber'];

/** Rule strings for domain's `validate` (spec 1 §5 rules: required, max, email). */
export const FIELD_RULES: Readonly<Record<AddressField, string>> = {
  company: 'required|max:200',
  department: 'max:200',
  vatNumber: 'max:50',
  firstName: 'required|max:100',
  lastName: 'required|max:100',
  streetName: 'required|max:200',
  streetNumber: 'required|max:50',
  additionalAddressInfo: 'max:200',
  postalCode: 'required|max:16',
  city: 'required|max:100',
  phone: 'required|max:50',
};

export const EMAIL_RULES = 'required|email|max:254';

/** The browser's autofill tokens, per section (billing / shipping) so the two addresses fill apart. */
export const AUTOCOMPLETE: Readonly<Record<AddressField, string>> = {
  company: 'organization',
  department: 'off',
  vatNumber: 'off',
  firstName: 'given-name',
  lastName: 'family-name',
  streetName: 'address-line1',
  streetNumber: 'off',
  additionalAddressInfo: 'address-line2',
  postalCode: 'postal-code',
  city: 'address-level2',
  phone: 'tel',
};

export const isOptionalField = (field: AddressField): boolean => !FIELD_RULES[field].split('|').includes('required');
