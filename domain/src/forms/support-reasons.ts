import type { SupportExtraField } from './support-form.js';

/** Reasons in the order the select lists them. The CRM's own values are not shown in the spec. */
export const SUPPORT_REASONS = ['order-delivery', 'product-claim', 'return', 'invoice', 'sales', 'other'] as const;
export type SupportReason = (typeof SUPPORT_REASONS)[number];

export interface SubreasonRule {
  readonly reason: SupportReason;
  /** Extra fields this subreason shows, besides the base fields. */
  readonly shows: readonly SupportExtraField[];
  /** Shown fields this subreason requires beyond the "required when shown" ones. */
  readonly alsoRequires?: readonly SupportExtraField[];
}

/**
 * Which extra fields each subreason shows. The spec's table is "not shown" (spec 2 §4), so this
 * one is ours, built on what support needs to act without writing back:
 * - anything about an existing order asks for the order number;
 * - anything about a particular product asks for its product number;
 * - damage and defects ask for a phone number, so a technician or carrier can call;
 * - quantities are asked where part of an order is involved (wrong item, return) and for offers;
 * - invoice corrections ask for the VAT ID, since that is what usually needs correcting.
 * Subreason keys are unique across reasons, so a subreason alone says which reason it belongs to.
 */
export const SUPPORT_SUBREASONS = {
  'order-status': { reason: 'order-delivery', shows: ['orderNumber'] },
  'delivery-delay': { reason: 'order-delivery', shows: ['orderNumber'] },
  'damaged-delivery': { reason: 'order-delivery', shows: ['orderNumber', 'productNumber', 'phoneNumber'] },
  'wrong-or-missing-item': { reason: 'order-delivery', shows: ['orderNumber', 'productNumber', 'quantity'] },
  'change-or-cancel-order': { reason: 'order-delivery', shows: ['orderNumber'] },

  'defective-product': { reason: 'product-claim', shows: ['orderNumber', 'productNumber', 'phoneNumber'] },
  'missing-parts': { reason: 'product-claim', shows: ['orderNumber', 'productNumber'] },
  'manual-not-in-language': { reason: 'product-claim', shows: ['productNumber'] },
  'warranty-claim': {
    reason: 'product-claim',
    shows: ['orderNumber', 'invoiceNumber', 'productNumber', 'phoneNumber'],
  },

  'return-request': { reason: 'return', shows: ['orderNumber', 'productNumber', 'quantity'] },
  'refund-status': { reason: 'return', shows: ['orderNumber'] },

  'invoice-copy': { reason: 'invoice', shows: ['orderNumber'] },
  'invoice-correction': { reason: 'invoice', shows: ['invoiceNumber', 'vatId'] },
  'payment-question': { reason: 'invoice', shows: ['orderNumber', 'invoiceNumber'] },

  // Spec 2 §5: the offer/discount request requires product number, VAT ID, quantity, phone number.
  'offer-discount-request': {
    reason: 'sales',
    shows: ['productNumber', 'vatId', 'quantity', 'phoneNumber'],
    alsoRequires: ['vatId'],
  },
  'product-question': { reason: 'sales', shows: ['productNumber'] },
  'business-account': { reason: 'sales', shows: ['vatId', 'phoneNumber'] },

  'general-question': { reason: 'other', shows: [] },
} as const satisfies Readonly<Record<string, SubreasonRule>>;

export type SupportSubreason = keyof typeof SUPPORT_SUBREASONS;

export const isSupportReason = (value: string): value is SupportReason =>
  (SUPPORT_REASONS as readonly string[]).includes(value);

export const isSupportSubreason = (value: string): value is SupportSubreason =>
  Object.hasOwn(SUPPORT_SUBREASONS, value);

/** The subreasons the second select offers once a reason is chosen, in table order. */
export function subreasonsOf(reason: string): SupportSubreason[] {
  return (Object.keys(SUPPORT_SUBREASONS) as SupportSubreason[]).filter(
    (subreason) => SUPPORT_SUBREASONS[subreason].reason === reason,
  );
}
