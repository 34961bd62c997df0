import type { SupportField } from './support-form.js';

/**
 * The longest value each support form field takes (ours: the spec gives none): a description is
 * a letter, the rest are lines. The browser's maxLength, the storefront's action and the
 * backend's refusal all read this one table.
 */
export const SUPPORT_FIELD_MAX_LENGTH: Readonly<Record<SupportField, number>> = {
  reason: 64, subreason: 64, contactName: 200, companyName: 200, customerEmail: 254, subject: 300,
  description: 5_000, orderNumber: 64, productNumber: 64, invoiceNumber: 64, vatId: 64, quantity: 12, phoneNumber: 40,
};

/** Letters and digits nobody misreads over the phone (no 0/O, 1/I/L). */
export const SUPPORT_REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SUPPORT_REFERENCE_LENGTH = 10;

const REFERENCE = new RegExp(`^SR-[${SUPPORT_REFERENCE_ALPHABET}]{${SUPPORT_REFERENCE_LENGTH}}$`);

/** A support request's reference as the shop writes it: `SR-` and 10 of the alphabet's characters. */
export const isSupportReference = (value: string | null | undefined): value is string => typeof value === 'string' && REFERENCE.test(value);
