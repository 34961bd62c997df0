/**
 * The fields a shopper fills in on the support request form (spec 2 §3). The hidden fields the
 * CRM hand-off adds (locale, country, return address, record type) are not the shopper's and are
 * left to that hand-off.
 */
export const SUPPORT_FIELDS = [
  'reason', 'subreason', 'contactName', 'companyName', 'customerEmail', 'subject', 'description',
  'orderNumber', 'productNumber', 'invoiceNumber', 'vatId', 'quantity', 'phoneNumber',
] as const;
export type SupportField = (typeof SUPPORT_FIELDS)[number];

/** The fields the subreason shows or hides (spec 2 §4). */
export const SUPPORT_EXTRA_FIELDS = [
  'productNumber', 'invoiceNumber', 'orderNumber', 'vatId', 'quantity', 'phoneNumber',
] as const satisfies readonly SupportField[];
export type SupportExtraField = (typeof SUPPORT_EXTRA_FIELDS)[number];

/** Shown whatever the subreason. */
export const SUPPORT_BASE_FIELDS = [
  'reason', 'subreason', 'contactName', 'companyName', 'customerEmail', 'subject', 'description',
] as const satisfies readonly SupportField[];

/** Spec 2 §5: required always; company name is the one base field that is optional. */
export const ALWAYS_REQUIRED_SUPPORT_FIELDS = [
  'reason', 'subreason', 'contactName', 'customerEmail', 'subject', 'description',
] as const satisfies readonly SupportField[];

/**
 * Spec 2 §5: "phone required when shown; product number, order number, invoice number required
 * when shown; quantity required when shown". The VAT ID is not in that list, so it is optional
 * when shown, unless a subreason requires it (the offer/discount request does).
 */
export const REQUIRED_WHEN_SHOWN: readonly SupportExtraField[] = [
  'phoneNumber', 'productNumber', 'orderNumber', 'invoiceNumber', 'quantity',
];

/**
 * Form state as the inputs hold it: text. Quantity is text too, since it is typed and posted to
 * the CRM as a form field; validation checks it is a whole number.
 */
export type SupportRequestForm = { readonly [F in SupportField]: string };

export const emptySupportRequest = (): SupportRequestForm => ({
  reason: '', subreason: '', contactName: '', companyName: '', customerEmail: '', subject: '',
  description: '', orderNumber: '', productNumber: '', invoiceNumber: '', vatId: '', quantity: '',
  phoneNumber: '',
});
