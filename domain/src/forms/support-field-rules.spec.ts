import { describe, expect, it } from '@jest/globals';
import {
  clearHiddenSupportFields,
  requiredSupportFields,
  shownExtraFields,
  shownSupportFields,
} from './support-field-rules.js';
import { ALWAYS_REQUIRED_SUPPORT_FIELDS, SUPPORT_BASE_FIELDS, emptySupportRequest } from './support-form.js';
import { SUPPORT_SUBREASONS, type SupportSubreason } from './support-reasons.js';

const BASE_REQUIRED = ['reason', 'subreason', 'contactName', 'customerEmail', 'subject', 'description'];

// Our per-subreason table (spec 2 §4 does not show one), with what spec 2 §5 makes required:
// phone, product, order, invoice number and quantity when shown; the VAT ID only for the offer.
const TABLE: ReadonlyArray<[SupportSubreason, string[], string[]]> = [
  ['order-status', ['orderNumber'], ['orderNumber']],
  ['delivery-delay', ['orderNumber'], ['orderNumber']],
  ['damaged-delivery', ['orderNumber', 'productNumber', 'phoneNumber'], ['orderNumber', 'productNumber', 'phoneNumber']],
  ['wrong-or-missing-item', ['orderNumber', 'productNumber', 'quantity'], ['orderNumber', 'productNumber', 'quantity']],
  ['change-or-cancel-order', ['orderNumber'], ['orderNumber']],
  ['defective-product', ['orderNumber', 'productNumber', 'phoneNumber'], ['orderNumber', 'productNumber', 'phoneNumber']],
  ['missing-parts', ['orderNumber', 'productNumber'], ['orderNumber', 'productNumber']],
  ['manual-not-in-language', ['productNumber'], ['productNumber']],
  [
    'warranty-claim',
    ['orderNumber', 'invoiceNumber', 'productNumber', 'phoneNumber'],
    ['orderNumber', 'invoiceNumber', 'productNumber', 'phoneNumber'],
  ],
  ['return-request', ['orderNumber', 'productNumber', 'quantity'], ['orderNumber', 'productNumber', 'quantity']],
  ['refund-status', ['orderNumber'], ['orderNumber']],
  ['invoice-copy', ['orderNumber'], ['orderNumber']],
  ['invoice-correction', ['invoiceNumber', 'vatId'], ['invoiceNumber']], // VAT ID shown, optional
  ['payment-question', ['orderNumber', 'invoiceNumber'], ['orderNumber', 'invoiceNumber']],
  // Spec 2 §5: the offer/discount request requires product number, VAT ID, quantity, phone number.
  [
    'offer-discount-request',
    ['productNumber', 'vatId', 'quantity', 'phoneNumber'],
    ['productNumber', 'vatId', 'quantity', 'phoneNumber'],
  ],
  ['product-question', ['productNumber'], ['productNumber']],
  ['business-account', ['vatId', 'phoneNumber'], ['phoneNumber']], // VAT ID shown, optional
  ['general-question', [], []],
];

describe('fields shown and required per subreason (spec 2 §4, §5)', () => {
  it('covers every subreason of the table', () => {
    expect(TABLE.map(([subreason]) => subreason).sort()).toEqual(Object.keys(SUPPORT_SUBREASONS).sort());
  });

  it.each(TABLE)('%s shows %j and requires %j besides the base fields', (subreason, shows, requires) => {
    expect(shownExtraFields(subreason)).toEqual(shows);
    expect(shownSupportFields(subreason)).toEqual([...SUPPORT_BASE_FIELDS, ...shows]);
    expect(requiredSupportFields(subreason).sort()).toEqual([...BASE_REQUIRED, ...requires].sort());
  });

  it('always requires reason, subreason, contact name, e-mail, subject, description; never company name', () => {
    expect([...ALWAYS_REQUIRED_SUPPORT_FIELDS]).toEqual(BASE_REQUIRED);
    expect(SUPPORT_BASE_FIELDS).toContain('companyName');
    for (const [subreason] of TABLE) expect(requiredSupportFields(subreason)).not.toContain('companyName');
  });

  it.each(['', 'unknown'])('shows and requires only the base fields for subreason %j', (subreason) => {
    expect(shownExtraFields(subreason)).toEqual([]);
    expect(shownSupportFields(subreason)).toEqual([...SUPPORT_BASE_FIELDS]);
    expect(requiredSupportFields(subreason)).toEqual(BASE_REQUIRED);
  });
});

describe('clearing hidden fields before sending', () => {
  it('empties the extra fields the subreason hides and keeps the shown and base ones', () => {
    const form = {
      ...emptySupportRequest(),
      reason: 'invoice',
      subreason: 'invoice-correction',
      contactName: 'Jana',
      orderNumber: '123',
      productNumber: '10012345',
      invoiceNumber: 'INV-1',
      vatId: 'SK2020202020',
      quantity: '2',
      phoneNumber: '+421 900 123 456',
    };
    expect(clearHiddenSupportFields(form)).toEqual({
      ...form,
      orderNumber: '',
      productNumber: '',
      quantity: '',
      phoneNumber: '',
    });
  });
});
